import type { FOOTER_PROVIDERS } from '@oyna/contracts';
import amusnet from '../../../assets/providers/amusnet.svg';
import threeOaks from '../../../assets/providers/3oaksgaming.svg';
import amatic from '../../../assets/providers/amatic.svg';
import bgaming from '../../../assets/providers/bgaming.svg';
import betsoft from '../../../assets/providers/betsoft.svg';
import pragmaticplay from '../../../assets/providers/pragmaticplay.svg';
import evolution from '../../../assets/providers/evolution.svg';
import evoplay from '../../../assets/providers/evoplay.svg';
import netent from '../../../assets/providers/netent.svg';
import novomatic from '../../../assets/providers/novomatic.svg';
import redtiger from '../../../assets/providers/redtiger.svg';
import spribe from '../../../assets/providers/spribe.svg';

/** The wordmark of each footer provider (spec §2), drawn for this project. */
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
