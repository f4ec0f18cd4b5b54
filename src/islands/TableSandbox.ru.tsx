import { ru } from '../i18n/table/ru.ts';
import TableSandbox, { type TableSandboxProps } from './TableSandbox.tsx';

/** The table widget with its Russian words only (a page loads one language). */
export default function TableSandboxRu(props: Omit<TableSandboxProps, 't'>) {
  return <TableSandbox {...props} t={ru} />;
}
