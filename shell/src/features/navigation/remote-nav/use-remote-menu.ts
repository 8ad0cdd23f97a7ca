import { use, useState } from 'react';
import { selectIsAdmin, selectIsApproved, useAppSelector } from 'shared-api';
import { useLanguage } from 'shared-ui';
import type { RemoteName } from '../../../remote-manifest/read-remotes-manifest';
import type { NavGroup } from '../nav-items';
import { menuGroups } from './menu-groups';
import { forgetRemoteNav, readRemoteNav } from './read-remote-nav';

export interface RemoteMenu {
  /** Null when the entries could not be read and none are known from before. */
  groups: NavGroup[] | null;
  retry: () => void;
}

/** A remote's menu for the signed-in user, in the language shown; suspends while its entries are read. */
export const useRemoteMenu = (remote: RemoteName): RemoteMenu => {
  const isAdmin = useAppSelector(selectIsAdmin);
  const approved = useAppSelector(selectIsApproved);
  const { language } = useLanguage();
  // Retry renders again with a new read.
  const [, setAttempt] = useState(0);
  const nav = use(readRemoteNav(remote));
  return {
    groups: nav && menuGroups(nav, { isAdmin, approved }, language),
    retry: () => {
      forgetRemoteNav(remote);
      setAttempt((attempt) => attempt + 1);
    },
  };
};
