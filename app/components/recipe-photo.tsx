/** Where a recipe's photo may come from: its upload on this site, or an https link (the pages' CSP). */
const SHOWABLE = /^(https:\/\/|\/photos\/)/;

/**
 * A recipe's photo, from its upload or its link; a calm placeholder when it has none, so cards
 * keep one shape. Sized by CSS (aspect ratio), loaded lazily.
 */
export function RecipePhoto({ image, alt, className }: { image: string | null; alt: string; className: string }) {
  if (!image || !SHOWABLE.test(image)) return <div className={`${className} photo-placeholder`} aria-hidden="true" />;
  return <img className={className} src={image} alt={alt} loading="lazy" decoding="async" />;
}
