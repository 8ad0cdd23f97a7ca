import type { Convention, FeaturedGame } from 'shared-api';

/** What a convention row or card asks the page to do. */
export interface ConventionRowHandlers {
  onToggleRegistration: (convention: Convention, isOpen: boolean) => void;
  onEdit: (convention: Convention) => void;
  onToggleActive: (convention: Convention) => void;
  onRemoveGame: (convention: Convention, game: FeaturedGame) => void;
  onAddGame: (convention: Convention) => void;
}
