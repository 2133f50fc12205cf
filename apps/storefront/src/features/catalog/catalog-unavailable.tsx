/** Shown instead of the catalogue when the commerce server cannot be reached. */
export function CatalogUnavailable() {
  return (
    <div role="alert" className="notice notice--error">
      <p>Não foi possível carregar o catálogo agora. Tente novamente em instantes.</p>
    </div>
  );
}
