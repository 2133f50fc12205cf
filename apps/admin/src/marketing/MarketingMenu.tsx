import ArticleIcon from '@mui/icons-material/Article';
import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import DashboardCustomizeIcon from '@mui/icons-material/DashboardCustomize';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import MailIcon from '@mui/icons-material/Mail';
import RateReviewIcon from '@mui/icons-material/RateReview';
import WebIcon from '@mui/icons-material/Web';
import { Menu, useTranslate } from 'react-admin';
import { can, type Permissions, SCREEN_RESOURCES as R } from '../providers/permissions';

/** Marketing e conteúdo's entries, each only for the roles that may open it. */
export function MarketingMenuItems({ permissions }: { permissions: Permissions | undefined }) {
  const translate = useTranslate();
  const items = [
    { ok: can(permissions, R.salesRules), to: '/sales-rules', key: 'sales_rules', icon: <LocalOfferIcon /> },
    { ok: can(permissions, R.salesRules), to: '/coupons', key: 'coupons', icon: <ConfirmationNumberIcon /> },
    { ok: can(permissions, R.cmsPages), to: '/cms-pages', key: 'cms_pages', icon: <WebIcon /> },
    {
      ok: can(permissions, R.cmsBlocks),
      to: '/cms-blocks',
      key: 'cms_blocks',
      icon: <DashboardCustomizeIcon />,
    },
    { ok: can(permissions, R.reviews), to: '/reviews', key: 'reviews', icon: <RateReviewIcon /> },
    { ok: can(permissions, R.blog), to: '/blog-posts', key: 'blog', icon: <ArticleIcon /> },
    {
      ok: can(permissions, R.newsletter),
      to: '/newsletter-subscribers',
      key: 'newsletter',
      icon: <MailIcon />,
    },
  ].filter((item) => item.ok);
  return (
    <>
      {items.map((item) => (
        <Menu.Item
          key={item.key}
          to={item.to}
          primaryText={translate(`admin.marketing.menu.${item.key}`)}
          leftIcon={item.icon}
        />
      ))}
    </>
  );
}
