import { en } from '../i18n/table/en.ts';
import TableSandbox, { type TableSandboxProps } from './TableSandbox.tsx';

/** The table widget with its English words only (a page loads one language). */
export default function TableSandboxEn(props: Omit<TableSandboxProps, 't'>) {
  return <TableSandbox {...props} t={en} />;
}
