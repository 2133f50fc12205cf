'use client';

import Link from 'next/link';
import { useEffect } from 'react';

// Spec §2 error page: 'Ocorreu um erro' with a way back home. The server already logged the cause;
// in production the browser only receives its digest.
export default function ErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <main className="page status-page">
      <h1>Ocorreu um erro</h1>
      <p>Algo deu errado ao abrir esta página.</p>
      <div className="status-page__actions">
        <button type="button" className="button" onClick={() => retry()}>
          Tentar novamente
        </button>
        <Link href="/" className="button button--secondary">
          Voltar para a página inicial
        </Link>
      </div>
    </main>
  );
}
