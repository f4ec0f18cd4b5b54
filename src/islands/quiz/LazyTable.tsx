/** The question's table, loaded on demand: the table's code and the physics come the first time a question has a table. */
import { useEffect, useState } from 'preact/hooks';
import type { QuizTableProps } from './QuizTable.tsx';
import { tr } from './strings.ts';

type TableModule = typeof import('./QuizTable.tsx');
let tableModule: Promise<TableModule> | null = null;
let tableLoaded: TableModule | null = null;
/** The table and the physics, fetched once, the first time a question has a table (or ahead of it). */
export function loadTable(): Promise<TableModule> {
  if (!tableModule) {
    tableModule = import('./QuizTable.tsx').then((m) => {
      tableLoaded = m;
      return m;
    });
    tableModule.catch(() => {
      tableModule = null;
    });
  }
  return tableModule;
}

/** The question's table once its code has come (a note while it comes, or if it cannot). */
export function LazyTable(props: QuizTableProps) {
  const [mod, setMod] = useState<TableModule | null>(tableLoaded);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (mod) return;
    let live = true;
    loadTable().then(
      (m) => live && setMod(m),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [mod]);
  if (mod) return <mod.default {...props} />;
  return (
    <p class="qz-status qz-table-wait" role={failed ? 'alert' : undefined}>
      {tr(props.t, failed ? 'quiz.table.failed' : 'quiz.table.loading')}
    </p>
  );
}
