import type { GroupResponse } from '@survey/contract';
import styled from 'styled-components';
import { Avatar, Tag } from '@survey/shared/ui';
import { formatDate } from '@survey/shared/format';
import { AttachmentChip } from './attachment-chip';

/** A response as the group reads it (author, role, tag, time, text, files): in a topic, its follow-ups and 我的回复. */
export function ResponseBody({ response }: { response: GroupResponse }) {
  return (
    <>
      <Head>
        <Avatar src={response.avatar} name={response.name} size={36} />
        <strong>{response.name}</strong>
        {response.role === 1 && <Tag type="primary">主持人</Tag>}
        {response.tag && <Tag>{response.tag}</Tag>}
        <Time>
          {formatDate(response.createdAt, 'M月D日 HH:mm')}
          {response.edited && '（已编辑）'}
        </Time>
      </Head>
      <Content>{response.content}</Content>
      {response.attachments.length > 0 && (
        <Files>
          {response.attachments.map((a) => (
            <AttachmentChip key={a.id} attachment={a} />
          ))}
        </Files>
      )}
    </>
  );
}

/** A response's head line: items in a wrapping row (author, tags, time). */
export const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
`;

const Time = styled.span`
  margin-left: auto;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Content = styled.p`
  margin: 0;
  line-height: 1.7;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Files = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
`;

/** The follow-ups under a response, on a tinted panel. */
export const Replies = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 12px;
  margin: 0;
  padding: 12px;
  list-style: none;
  background: ${({ theme }) => theme.colors.background};
  border-radius: ${({ theme }) => theme.radius.md};
`;
