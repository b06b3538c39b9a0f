/**
 * Classic's own code where the one Twenty-One chart and its view differ by ruleset: its updates, its refusals and
 * its round's view. Classic's game (game.ts) hands them to the chart and the view, so a Standard table, the one a
 * host starts with, never loads them (machines/catalog.ts loads this folder when a table first plays Classic).
 */
import { classicRefusal as refusal } from './moves';
import { classicView as view } from './sight';
import * as updates from './updates';

export const classicParts = { updates, refusal, view };
export type ClassicParts = typeof classicParts;
