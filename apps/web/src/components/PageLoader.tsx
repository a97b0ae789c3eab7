import { Loader } from './Loader';

/** Loader centred in the content area while a page's code or data arrives. */
export function PageLoader() {
  return (
    <div className="mw-page-loader">
      <Loader />
    </div>
  );
}
