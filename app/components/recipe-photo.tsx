import { useCallback, useState } from "react";

/** Where a recipe's photo may come from: its upload on this site, or an https link (the pages' CSP). */
const SHOWABLE = /^(https:\/\/|\/photos\/)/;

/**
 * A recipe's photo, from its upload or its link; a calm placeholder when it has none, so cards
 * keep one shape. A photo that fails to load (an old link whose site is gone or refuses) becomes
 * the placeholder too, also when it failed before the page's script ran; until then CSS keeps
 * its alt text and the broken-image icon from spilling. Sized by CSS (aspect ratio), loaded lazily.
 */
export function RecipePhoto({ image, alt, className }: { image: string | null; alt: string; className: string }) {
  const [broken, setBroken] = useState<string | null>(null);
  const failed = useCallback(() => setBroken(image), [image]);
  const checkLoaded = useCallback(
    (img: HTMLImageElement | null) => {
      if (img?.complete && img.naturalWidth === 0) failed();
    },
    [failed],
  );
  if (!image || !SHOWABLE.test(image) || broken === image)
    return <div className={`${className} photo-placeholder`} aria-hidden="true" />;
  return (
    <img
      ref={checkLoaded}
      className={className}
      src={image}
      alt={alt}
      loading="lazy"
      decoding="async"
      onError={failed}
    />
  );
}
