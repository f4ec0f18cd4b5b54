import type { Edition } from '../../core/editions/overrides.ts';
import type { TableStrings } from '../../i18n/table/index.ts';
import { aimNodes, diagramMarkup, frameOf, layoutText, restNodes, trailNodes } from '../../ui/table/index.ts';
import type { Paths } from '../../ui/table/overlay.ts';
import type { Layout } from '../../ui/table/placement.ts';
import type { SandboxContext } from '../../ui/table/sandbox.ts';
import { captionLines } from '../caption.ts';
import type { RulingOutcome } from '../ruling.ts';

export interface PictureInput {
  readonly t: TableStrings;
  readonly lang: string;
  readonly c: Pick<SandboxContext, 'before' | 'spec' | 'replay' | 'shot' | 'game' | 'situation'>;
  readonly present: Layout;
  readonly paths: Paths | null;
  readonly ruling: RulingOutcome | null;
  readonly edition: Edition;
  readonly link: string;
}

/** The picture for a dispute: the position before the shot, the aim, the ball paths, where they stopped, the ruling. */
export async function disputePicture({
  t,
  lang,
  c,
  present,
  paths,
  ruling,
  edition,
  link,
}: PictureInput): Promise<string> {
  const start = c.before ?? present;
  const spec = c.spec;
  const f = frameOf(spec);
  const overlay = [
    ...(c.replay && paths ? trailNodes(f, paths) : []),
    ...(c.replay ? restNodes(f, c.replay.positionsAt(c.replay.duration)) : []),
    ...aimNodes(f, spec, start, c.shot.heading),
  ];
  const caption = await captionLines({
    t,
    lang,
    game: c.game,
    situation: c.situation,
    shot: c.shot,
    outcome: ruling,
    edition,
    played: c.replay !== null,
    link,
  });
  return diagramMarkup({
    spec,
    balls: start,
    title: t.diagramTitle,
    description: layoutText(t, spec, start),
    idPrefix: 'pool',
    standalone: true,
    overlay,
    caption,
  });
}
