/**
 * What the table loads with a game's rules, not with the page: the game's runner (the referee
 * machine's driver, step by step) and the game panel.
 */

export { gameStrings } from '../i18n/table/game.ts';
export { runGame } from '../ui/table/game-run.ts';
export { GamePanel, stepLine } from './panels/GamePanel.tsx';
