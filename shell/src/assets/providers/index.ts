import type { FOOTER_PROVIDERS } from '@oyna/contracts';
import amusnet from './amusnet.svg';
import threeOaks from './3oaksgaming.svg';
import amatic from './amatic.svg';
import bgaming from './bgaming.svg';
import betsoft from './betsoft.svg';
import pragmaticplay from './pragmaticplay.svg';
import evolution from './evolution.svg';
import evoplay from './evoplay.svg';
import netent from './netent.svg';
import novomatic from './novomatic.svg';
import redtiger from './redtiger.svg';
import spribe from './spribe.svg';

/** The wordmark of each footer provider (spec §2), drawn for this project; the footer imports
 * them from this index instead of reaching for each picture. */
export const PROVIDER_LOGOS: Record<(typeof FOOTER_PROVIDERS)[number], string> = {
  amusnet,
  '3oaksgaming': threeOaks,
  amatic,
  bgaming,
  betsoft,
  pragmaticplay,
  evolution,
  evoplay,
  netent,
  novomatic,
  redtiger,
  spribe,
};
