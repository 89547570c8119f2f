// An <img> that shows the default picture instead of a broken one when its address fails to load.
import { useState, type ImgHTMLAttributes } from "react";

export const FALLBACK_IMAGE = "/demo/fallback.svg";

export function SafeImage({ src, alt, ...rest }: ImgHTMLAttributes<HTMLImageElement> & { src: string; alt: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const shown = failed === src ? FALLBACK_IMAGE : src;
  return <img {...rest} src={shown} alt={alt} onError={() => setFailed(src)} />;
}
