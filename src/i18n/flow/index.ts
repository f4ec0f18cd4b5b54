import type { Lang } from '../paths.ts';
import { en, type FlowStrings } from './en.ts';
import { ru } from './ru.ts';

export type { FlowStrings } from './en.ts';

export const FLOW_STRINGS: Record<Lang, FlowStrings> = { en, ru };

export const flowStrings = (lang: string): FlowStrings => (lang === 'en' ? en : ru);
