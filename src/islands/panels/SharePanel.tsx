import { useState } from 'preact/hooks';
import type { TableStrings } from '../../i18n/table/index.ts';

interface Props {
  readonly t: TableStrings;
  readonly link: string;
  /** The picture as SVG markup (with its caption, which may wait for the rule titles). */
  svgText(): Promise<string>;
  readonly fileName: string;
}

function download(href: string, name: string): void {
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
}

/** Renders the SVG onto a canvas (through a data: URL, which the CSP allows for images) and saves a PNG. */
function savePng(svg: string, name: string): void {
  const img = new Image();
  img.onload = () => {
    const scale = 2;
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth * scale;
    canvas.height = img.naturalHeight * scale;
    const g = canvas.getContext('2d');
    if (!g) return;
    g.drawImage(img, 0, 0, canvas.width, canvas.height);
    canvas.toBlob((blob) => {
      if (!blob) return;
      const url = URL.createObjectURL(blob);
      download(url, name);
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    }, 'image/png');
  };
  img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** Copy the scenario link; download the diagram as SVG or PNG. */
export function SharePanel({ t, link, svgText, fileName }: Props) {
  const [status, setStatus] = useState('');
  const copy = () => {
    const done = () => setStatus(t.linkCopied);
    const fail = () => setStatus(t.copyFailed);
    if (navigator.clipboard) navigator.clipboard.writeText(link).then(done, fail);
    else fail();
  };
  const saveSvg = async () => {
    const url = URL.createObjectURL(new Blob([await svgText()], { type: 'image/svg+xml' }));
    download(url, `${fileName}.svg`);
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <section class="pt-panel pt-share" aria-label={t.shareLegend}>
      <label class="pt-field">
        <span>{t.scenarioLink}</span>
        <input
          type="text"
          readOnly
          value={link}
          data-testid="link"
          onFocus={(e) => (e.currentTarget as HTMLInputElement).select()}
        />
      </label>
      <div class="pt-row">
        <button type="button" onClick={copy} data-testid="copy-link">
          {t.copyLink}
        </button>
        <button type="button" onClick={saveSvg} data-testid="download-svg">
          {t.downloadSvg}
        </button>
        <button
          type="button"
          onClick={async () => savePng(await svgText(), `${fileName}.png`)}
          data-testid="download-png"
        >
          {t.downloadPng}
        </button>
      </div>
      <p role="status" class="pt-note">
        {status}
      </p>
    </section>
  );
}
