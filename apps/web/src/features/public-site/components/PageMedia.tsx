import { uploadsImage } from '../../../lib/paths';

/** The page's optional image, from the uploads images area. */
export function PageImage({ image, alt }: { image: string | null; alt: string }) {
  if (!image) return null;
  const src = /^https:\/\//i.test(image) ? image : uploadsImage(image);
  return (
    <figure className="mw-cms-page__figure">
      <img className="mw-cms-page__image" src={src} alt={alt} />
    </figure>
  );
}

/** The page's optional video from the storage bucket, with native controls and captions. */
export function PageVideo({
  video,
  captions,
  title,
}: {
  video: string | null;
  captions: string | null;
  title: string;
}) {
  if (!video) return null;
  return (
    <figure className="mw-cms-page__figure">
      <video className="mw-cms-page__video" controls preload="metadata" src={video} aria-label={`Video: ${title}`}>
        {captions && <track kind="captions" src={captions} srcLang="en" label="English" default />}
        Your browser cannot play this video. <a href={video}>Download the video</a>.
      </video>
    </figure>
  );
}
