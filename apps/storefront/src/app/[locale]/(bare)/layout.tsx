import type { ReactNode } from 'react';

/** Pages with the bare layout (rules §2: the links page): no header, navigation or footer. */
export default function BareLayout({ children }: { children: ReactNode }) {
  return (
    <main className="mx-auto flex min-h-screen max-w-md flex-col items-center px-4 py-10">{children}</main>
  );
}
