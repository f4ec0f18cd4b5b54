/**
 * The exam page's controller: the bank and the stored progress, the sitting's session (the exam
 * machine, src/quiz/sitting.ts), the fetching of a paper's generated questions, and the page's
 * actions (start a paper, ask for a new one). The views (QuizExam.tsx and the Exam*.tsx beside it)
 * draw what it gives and report the learner's choices to it.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import { assemblePaper, parseSeed } from '../../core/quiz/exam.ts';
import type { Blueprint } from '../../core/quiz/types.ts';
import type { ClientItem } from '../../quiz/payload.ts';
import { editionOf, type StoredSitting } from '../../quiz/progress.ts';
import { ExamSession } from '../../quiz/sitting.ts';
import { type BankIndex, indexFor, type ProgressHandle, useBank, useProgress } from './data.ts';
import { type ExamScreen, examNotice, examScreen, type Resumed, type Starting } from './exam-facts.ts';
import { blueprintOf, paperQuery, type Settings, settingsFromQuery, sittingEdition } from './exam-settings.ts';
import { examPool, generatedOf, paperItems } from './paper.ts';
import { loadedScenario, loadScenarioPart } from './scenario-data.ts';
import { type EditionParam, editionParam } from './trainer-link.ts';

/** Fetches the parts of the scenario banks a paper's generated questions are in (each file once per visit). */
const loadPaperBanks = (lang: string, bank: BankIndex, paper: readonly { id: string; variant: number }[]) =>
  Promise.all(generatedOf(bank, paper).map((s) => loadScenarioPart(lang, s)));

/** The items of a stored paper, or null when the bank no longer has one of them (or its scenarios have not come). */
const itemsOf = (lang: string, bank: BankIndex, paper: StoredSitting['paper']): ClientItem[] | null =>
  paperItems(bank, paper, (stub) => loadedScenario(lang, stub, bank.edition));

interface ExamReady {
  readonly kind: 'ready';
  readonly handle: ProgressHandle;
  readonly session: ExamSession;
  readonly blueprints: readonly Blueprint[];
  readonly sitting: StoredSitting | null;
  /** the sitting's questions (null when one of them is missing) */
  readonly items: ClientItem[] | null;
  readonly notice: ReturnType<typeof examNotice>;
  readonly screen: ExamScreen;
  /** the address of the sitting's paper ('' without one) */
  readonly link: string;
  /** the settings the address asks for */
  readonly initial: Settings;
  readonly linkEdition: EditionParam;
  readonly start: (s: Settings) => void;
  /** the report's "new paper": the settings of the same preset */
  readonly retake: () => void;
}

export type ExamPage = { readonly kind: 'loading' } | { readonly kind: 'failed' } | ExamReady;

export function useExamController(lang: string): ExamPage {
  const handle = useProgress();
  const chosen = editionOf(handle.progress);
  const state = useBank(lang, chosen);
  const [, setTick] = useState(0);
  const [fresh, setFresh] = useState(false);
  /** the stored paper's generated questions: their banks fetched before the sitting resumes */
  const [resumed, setResumed] = useState<Resumed>('loading');
  /** a new paper's generated questions are being fetched */
  const [starting, setStarting] = useState<Starting>('no');
  const bank = state.status === 'ready' ? state.bank : null;
  const payload = bank?.payload ?? null;
  const store = handle.store;

  useEffect(() => {
    if (!bank || !store) return;
    let live = true;
    const exam = store.progress.exam;
    const under = exam ? indexFor(bank.payload, sittingEdition(exam)) : bank;
    loadPaperBanks(lang, under, exam?.paper ?? []).then(
      () => live && setResumed('ready'),
      () => live && setResumed('failed'),
    );
    return () => {
      live = false;
    };
  }, [lang, bank, store]);

  const session = useMemo(
    // a paper is read in the edition it was drawn under, whatever the learner has chosen since
    () =>
      payload && store && resumed !== 'loading'
        ? new ExamSession(store, (paper) =>
            itemsOf(
              lang,
              indexFor(payload, store.progress.exam ? sittingEdition(store.progress.exam) : 'wpa-1999'),
              paper,
            ),
          )
        : null,
    [lang, payload, store, resumed],
  );
  useEffect(() => {
    if (!session) return;
    const off = session.subscribe(() => setTick((n) => n + 1));
    session.attach(new Date());
    // Another tab on the same exam: take its answers, its hand-in (a new paper's generated questions once they come).
    const onStorage = () => {
      session.refresh(new Date());
      const paper = session.sitting?.paper ?? [];
      if (bank && generatedOf(bank, paper).length > 0)
        loadPaperBanks(lang, bank, paper).then(
          () => session.refresh(new Date()),
          () => {},
        );
    };
    window.addEventListener('storage', onStorage);
    return () => {
      off();
      window.removeEventListener('storage', onStorage);
      session.stop();
    };
  }, [session, lang, bank]);

  // The settings (or the paper) take more than a screen: the notice keeps a screen's height until
  // they come, so the footer below never moves into view and out again.
  if (state.status === 'loading' || (bank && !session) || starting === 'yes') return { kind: 'loading' };
  if (state.status === 'failed' || !bank || !session) return { kind: 'failed' };

  const start = (s: Settings) => {
    const seed = s.seed.trim() ? parseSeed(s.seed) : Math.floor(Math.random() * 1_000_000_000);
    const bp = {
      ...blueprintOf(bank.payload.blueprints, s.preset),
      questions: s.questions,
      minutes: s.minutes,
      passMark: s.pass / 100,
    };
    const under = indexFor(bank.payload, s.edition);
    const paper = assemblePaper(examPool(under), bp, seed);
    // the rules chosen for the paper are the learner's from now on (the trainer asks under them too)
    if (s.edition !== chosen) handle.update((p) => ({ ...p, edition: s.edition }));
    // The clock starts once every question can be shown: the generated ones' banks first.
    setStarting('yes');
    loadPaperBanks(lang, under, paper).then(
      () => {
        session.start(
          { preset: s.preset, seed, paper, minutes: s.minutes, passMark: s.pass, edition: s.edition },
          new Date(),
        );
        const stored = session.sitting;
        if (stored) history.replaceState(null, '', `${location.pathname}${paperQuery(stored)}`);
        setFresh(false);
        setStarting('no');
      },
      () => setStarting('failed'),
    );
  };

  const sitting = session.sitting;
  const items = sitting ? itemsOf(lang, indexFor(bank.payload, sittingEdition(sitting)), sitting.paper) : null;
  const query = new URLSearchParams(location.search);
  return {
    kind: 'ready',
    handle,
    session,
    blueprints: bank.payload.blueprints,
    sitting,
    items,
    notice: examNotice(sitting !== null, items !== null, resumed, starting),
    screen: examScreen(sitting, {
      items: items !== null,
      flowing: session.snapshot !== null,
      fresh,
      // A link to another paper opens that paper's settings, not the report of the last one.
      urlSeed: query.get('seed'),
    }),
    link: sitting ? `${location.origin}${location.pathname}${paperQuery(sitting)}` : '',
    initial: settingsFromQuery(bank.payload.blueprints, query, chosen),
    linkEdition: editionParam(query),
    start,
    retake: () => {
      if (!sitting) return;
      history.replaceState(null, '', `${location.pathname}?preset=${encodeURIComponent(sitting.preset)}`);
      setFresh(true);
    },
  };
}
