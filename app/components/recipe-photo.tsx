import { useCallback, useState } from "react";
import { isRecipeImage } from "@larder/shared/web-address";
import { markup } from "~/utils/html";

/**
 * Whether a recipe's photo is shown: an image that passes Larder's rule (its upload on this site,
 * or a link to a public site), and no plain-http link, which the pages' CSP would block anyway.
 */
const isShowable = (image: string) => isRecipeImage(image) && !/^http:/i.test(image);

/** React 18 knows no `fetchPriority` prop; the attribute in lower case passes through as it is. */
const HIGH_PRIORITY = { fetchpriority: "high" } as Record<string, string>;

const PLACEHOLDER_CLASS = "photo-placeholder";

/**
 * In markup React does not manage (a block kept as the server wrote it): a photo that failed to
 * load becomes the placeholder `RecipePhoto` would have rendered, whether it failed before this
 * runs or later. Answers the function that stops watching.
 */
export function placeholdBrokenPhotos(block: HTMLElement) {
  const placehold = (img: HTMLImageElement) => {
    const placeholder = document.createElement("div");
    placeholder.className = `${img.className} ${PLACEHOLDER_CLASS}`;
    placeholder.setAttribute("aria-hidden", "true");
    img.replaceWith(placeholder);
  };
  for (const img of block.querySelectorAll("img"))
    if (img.complete && img.naturalWidth === 0 && img.currentSrc) placehold(img);
  // `error` does not bubble: listen in the capture phase.
  const onError = (event: Event) => {
    if (event.target instanceof HTMLImageElement) placehold(event.target);
  };
  block.addEventListener("error", onError, true);
  return () => block.removeEventListener("error", onError, true);
}

/**
 * A recipe's photo, from its upload or its link; a calm placeholder when it has none, so cards
 * keep one shape. A photo that fails to load (an old link whose site is gone or refuses) becomes
 * the placeholder too, also when it failed before the page's script ran; until then CSS keeps
 * its alt text and the broken-image icon from spilling. Sized by CSS (aspect ratio), loaded lazily,
 * except the photo a page leads with (`priority`: a recipe's own page, the first card of a grid):
 * that one is likely the page's largest paint, so it is fetched at once and ahead of other images.
 */
export function RecipePhoto({
  image,
  alt,
  className,
  priority = false,
}: {
  image: string | null;
  alt: string;
  className: string;
  priority?: boolean;
}) {
  const [broken, setBroken] = useState<string | null>(null);
  const failed = useCallback(() => setBroken(image), [image]);
  const checkLoaded = useCallback(
    (img: HTMLImageElement | null) => {
      if (img?.complete && img.naturalWidth === 0) failed();
    },
    [failed],
  );
  if (!image || !isShowable(image) || broken === image)
    return <div className={`${className} ${PLACEHOLDER_CLASS}`} aria-hidden="true" />;
  return (
    <img
      ref={checkLoaded}
      className={className}
      src={image}
      alt={alt}
      loading={priority ? "eager" : "lazy"}
      {...(priority ? HIGH_PRIORITY : null)}
      decoding="async"
      onError={failed}
    />
  );
}

/** `RecipePhoto`'s markup as the server writes it, as text, for a block written without React. */
export function recipePhotoHtml({ image, alt, className }: { image: string | null; alt: string; className: string }) {
  if (!image || !isShowable(image))
    return markup`<div class="${className} ${PLACEHOLDER_CLASS}" aria-hidden="true"></div>`;
  return markup`<img class="${className}" src="${image}" alt="${alt}" loading="lazy" decoding="async"/>`;
}
