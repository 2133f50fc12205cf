import Link from 'next/link';
import { SiteHeader } from '../../features/layout/site-header';

export default function NotFound() {
  return (
    <>
      <SiteHeader />
      <main className="page status-page">
        <h1>Página não encontrada</h1>
        <p>O endereço que você abriu não existe ou mudou de lugar.</p>
        <Link href="/" className="button">
          Voltar para a página inicial
        </Link>
      </main>
    </>
  );
}
