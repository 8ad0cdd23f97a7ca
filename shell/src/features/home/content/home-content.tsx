import AcUnitIcon from '@mui/icons-material/AcUnit';
import EmojiObjectsIcon from '@mui/icons-material/EmojiObjects';
import LocationCityIcon from '@mui/icons-material/LocationCity';
import PublicIcon from '@mui/icons-material/Public';
import ScheduleIcon from '@mui/icons-material/Schedule';
import TrainIcon from '@mui/icons-material/Train';
import type { ReactNode } from 'react';
import { key, type ShellMessage } from '../../../i18n';
import type { InfoCardProps } from '../components/info-card';

// The home page's blocks, declared once with their messages' keys; drawn in the language shown.
// Their messages' arguments ({fee}, {hours}) are the facts of site.ts.

export const INFO_CARDS: readonly InfoCardProps[] = [
  {
    title: key('home.card.spring.title'),
    subtitle: key('home.card.spring.subtitle'),
    paragraphs: [key('home.card.spring.text'), key('home.card.spring.fee')],
    to: '/pentecost-convention',
    icon: <TrainIcon />,
    highlight: 'primary',
  },
  {
    title: key('home.card.winter.title'),
    subtitle: key('home.card.winter.subtitle'),
    paragraphs: [key('home.card.winter.text'), key('home.card.winter.fee')],
    to: '/winter-convention',
    icon: <AcUnitIcon />,
    highlight: 'info',
  },
  {
    title: key('home.card.mechelen.title'),
    subtitle: key('home.card.mechelen.subtitle'),
    paragraphs: [key('home.card.mechelen.text'), key('home.card.mechelen.stay')],
    to: '/tourist-info',
    icon: <LocationCityIcon />,
    highlight: 'secondary',
  },
];

export interface FeatureBlurb {
  title: ShellMessage;
  text: ShellMessage;
  icon: ReactNode;
}

export const FEATURE_BLURBS: readonly FeatureBlurb[] = [
  {
    title: key('home.why.sessions.title'),
    text: key('home.why.sessions.text'),
    icon: <ScheduleIcon fontSize="large" />,
  },
  {
    title: key('home.why.designers.title'),
    text: key('home.why.designers.text'),
    icon: <EmojiObjectsIcon fontSize="large" />,
  },
  {
    title: key('home.why.world.title'),
    text: key('home.why.world.text'),
    icon: <PublicIcon fontSize="large" />,
  },
];

export interface LinkGroup {
  /** Also names the group's list for screen readers (links-<id>). */
  id: string;
  heading: ShellMessage;
  links: readonly { label: ShellMessage; to: string }[];
}

export const LINK_GROUPS: readonly LinkGroup[] = [
  {
    id: 'conventions',
    heading: key('home.links.conventions'),
    links: [
      { label: key('home.links.spring'), to: '/pentecost-convention' },
      { label: key('home.links.winter'), to: '/winter-convention' },
      { label: key('home.links.tourist'), to: '/tourist-info' },
    ],
  },
  {
    id: 'members',
    heading: key('home.links.members'),
    links: [
      { label: key('home.links.login'), to: '/login' },
      { label: key('home.links.dashboard'), to: '/dashboard' },
      { label: key('home.links.forgotPassword'), to: '/password-reset' },
    ],
  },
  {
    id: 'help',
    heading: key('home.links.help'),
    links: [
      { label: key('home.links.contact'), to: '/contact' },
      { label: key('home.links.unauthorized'), to: '/unauthorized' },
    ],
  },
];
