import AcUnitIcon from '@mui/icons-material/AcUnit';
import EmojiObjectsIcon from '@mui/icons-material/EmojiObjects';
import LocationCityIcon from '@mui/icons-material/LocationCity';
import PublicIcon from '@mui/icons-material/Public';
import ScheduleIcon from '@mui/icons-material/Schedule';
import TrainIcon from '@mui/icons-material/Train';
import type { ReactNode } from 'react';
import { LONG_GAME_HOURS, SPRING_FEE, WINTER_FEE } from '../../../site';
import type { InfoCardProps } from '../components/info-card';

export const INFO_CARDS: readonly InfoCardProps[] = [
  {
    title: 'Spring Convention',
    subtitle: 'Pentecost weekend, Friday to Monday',
    paragraphs: [
      'Four days of 18xx in Mechelen, from Friday evening to Monday afternoon, with room for the long games you never get to finish at home.',
      `${SPRING_FEE} for the four days, the Saturday barbecue included.`,
    ],
    to: '/pentecost-convention',
    icon: <TrainIcon />,
    highlight: 'primary',
  },
  {
    title: 'Winter Convention',
    subtitle: 'Late November, Friday to Sunday',
    paragraphs: [
      'A weekend of railway games to brighten up the dark season: Friday evening, all of Saturday until late, and Sunday until 16:00.',
      `${WINTER_FEE} for the three days.`,
    ],
    to: '/winter-convention',
    icon: <AcUnitIcon />,
    highlight: 'info',
  },
  {
    title: 'Visiting Mechelen',
    subtitle: 'Tourist information',
    paragraphs: [
      'A historic city between Brussels and Antwerp, and the end of the line of the first passenger train on the European continent, in 1835.',
      'Come early or stay on: there is plenty to see, eat and drink.',
    ],
    to: '/tourist-info',
    icon: <LocationCityIcon />,
    highlight: 'secondary',
  },
];

export interface FeatureBlurb {
  title: string;
  text: string;
  icon: ReactNode;
}

export const FEATURE_BLURBS: readonly FeatureBlurb[] = [
  {
    title: 'Day and evening sessions',
    text: `Tables are ready from Friday evening on. Play one long game of more than ${LONG_GAME_HOURS} hours or a different title every session: the choice is yours.`,
    icon: <ScheduleIcon fontSize="large" />,
  },
  {
    title: 'Designers and prototypes',
    text: 'Designers bring their new titles and prototypes. Play them before they are published and tell the designer what you think.',
    icon: <EmojiObjectsIcon fontSize="large" />,
  },
  {
    title: 'Players from around the world',
    text: 'Since 2018 we gather twice a year, with 40 to 60 players from Belgium and far beyond. New to 18xx? Ask for an introduction game when you register.',
    icon: <PublicIcon fontSize="large" />,
  },
];

export interface LinkGroup {
  heading: string;
  links: readonly { label: string; to: string }[];
}

export const LINK_GROUPS: readonly LinkGroup[] = [
  {
    heading: 'Conventions',
    links: [
      { label: 'Spring Convention (Pentecost)', to: '/pentecost-convention' },
      { label: 'Winter Convention (November)', to: '/winter-convention' },
      { label: 'Tourist information', to: '/tourist-info' },
    ],
  },
  {
    heading: 'Members',
    links: [
      { label: 'Member login', to: '/login' },
      { label: 'Your dashboard', to: '/dashboard' },
      { label: 'Forgot your password?', to: '/password-reset' },
    ],
  },
  {
    heading: 'Help',
    links: [
      { label: 'Contact', to: '/contact' },
      { label: 'Why is a page not open to me?', to: '/unauthorized' },
    ],
  },
];
