import { useEffect, useState, type FormEvent } from 'react';
import type { GroupInfo } from '@survey/contract';
import { Link, useLocation } from '@survey/shared/router';
import styled from 'styled-components';
import { signedOutPath, usePlatform, useSession } from '@survey/shared';
import { Avatar, Button, visuallyHidden } from '@survey/shared/ui';
import { getGroupInfo } from '../lib/api/get-group-info';
import { routes } from '../routes';

/**
 * The header of a discussion-group participant (spec §2), drawn by this area in place of the
 * site's (areaDrawsHeader): the group's name and avatar, a topic search and logout only. Logging
 * out returns to the group's own login, where the signed-out rule sends a member from its pages.
 */
export function GroupHeader() {
  const platform = usePlatform();
  const session = useSession();
  const { topic } = session;
  const [group, setGroup] = useState<Pick<GroupInfo, 'topicName' | 'topicAvatar'> | null>(null);
  const [word, setWord] = useState('');
  const home = `/bbs/${encodeURIComponent(topic.taskHashId ?? '')}/topic`;
  const groupLogin = signedOutPath(routes, session, home);
  const { pathname } = useLocation();
  const [leaving, setLeaving] = useState(false);

  // Logout returns to the group's login. The session is cleared only once the router shows that
  // public page: cleared on a member-only page, the guard would send the visitor to /login first.
  useEffect(() => {
    if (!leaving || pathname !== groupLogin) return;
    platform.session.logout(home);
  }, [leaving, pathname, groupLogin, home, platform]);

  useEffect(() => {
    if (topic.taskId === null) return;
    let live = true;
    // A failure leaves the generic name: the group's own pages show the error.
    getGroupInfo(platform.http, { taskId: topic.taskId }, { process: true })
      .then((info) => live && setGroup(info))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [platform.http, topic.taskId]);

  const search = (event: FormEvent) => {
    event.preventDefault();
    const keyword = word.trim();
    if (!keyword) return platform.notify.warning('请输入搜索关键字', { dedupe: true });
    platform.navigate(`/bbs/search?word=${encodeURIComponent(keyword)}`);
  };

  const logout = () => {
    setLeaving(true);
    platform.navigate(groupLogin);
  };

  const name = group?.topicName ?? '讨论组';
  return (
    <Bar data-testid="site-header">
      <Inner>
        {/* Named by its visible text (WCAG 2.5.3): the name, then where it leads, unseen; the avatar repeats the name. */}
        <Group to={home}>
          <AvatarSlot aria-hidden="true">
            <Avatar src={group?.topicAvatar} name={name} size={32} square />
          </AvatarSlot>
          <Name>{name}</Name>
          <Hint>（讨论组首页）</Hint>
        </Group>
        <Search role="search" onSubmit={search}>
          <SearchInput
            type="search"
            aria-label="搜索话题"
            placeholder="搜索话题"
            value={word}
            maxLength={50}
            onChange={(e) => setWord(e.target.value)}
          />
          <SearchButton type="submit" size="sm" variant="secondary">
            搜索
          </SearchButton>
        </Search>
        <Button variant="secondary" size="sm" onClick={logout}>
          退出登录
        </Button>
      </Inner>
    </Bar>
  );
}

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  height: ${({ theme }) => theme.layout.headerHeightPhone};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 1px 0 ${({ theme }) => theme.colors.border};
  ${({ theme }) => theme.media.tabletUp} {
    height: ${({ theme }) => theme.layout.headerHeight};
  }
`;

const Inner = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  height: 100%;
  margin: 0 auto;
  padding: 0 12px;
  ${({ theme }) => theme.media.tabletUp} {
    gap: 24px;
    padding: 0 24px;
  }
`;

const Group = styled(Link)`
  display: flex;
  align-items: center;
  gap: 8px;
  flex: 1;
  min-width: 0;
  min-height: 44px;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
`;

const AvatarSlot = styled.span`
  display: contents;
`;

const Hint = styled.span`
  ${visuallyHidden}
`;

const Name = styled.span`
  overflow: hidden;
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: 600;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

// Phones submit with the keyboard's search key; the button joins from tablets up.
const Search = styled.form`
  display: flex;
  align-items: center;
  flex: 0 1 140px;
  gap: 8px;
  min-width: 96px;
  ${({ theme }) => theme.media.tabletUp} {
    flex-basis: 300px;
  }
`;

const SearchButton = styled(Button)`
  ${({ theme }) => theme.media.phone} {
    display: none;
  }
`;

const SearchInput = styled.input`
  flex: 1;
  width: 100%;
  min-width: 0;
  height: 36px;
  padding: 0 12px;
  font-size: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  &:focus {
    outline: none;
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;
