import { createComment, deleteComment, getTrackComments, reportComment } from '@tonearm/client';
import type { Comment } from '@tonearm/client/contract';
import { useHttpClient } from '@tonearm/client/react';
import { useSWRConfig } from 'swr';
import { type PagedList, usePagedList } from '../paged-list/use-paged-list';
import { trackWaveKey } from '../track-waveform/TrackWaveform';

export interface TrackCommentsState extends PagedList<Comment> {
  /** Posts a comment, at `position` (a fraction of the track) when given, then shows it. */
  post: (content: string, position: number | undefined) => Promise<Comment>;
  /** Deletes a comment, then takes it off the list and the waveform. */
  remove: (commentId: number) => Promise<void>;
  /** Reports a comment to the moderators. */
  report: (commentId: number) => Promise<void>;
}

const commentId = (comment: Comment) => comment.id;

/** A track's comments, newest first, page by page, with posting, deleting and reporting. */
export function useTrackComments(trackId: number): TrackCommentsState {
  const http = useHttpClient();
  const { mutate } = useSWRConfig();
  const list = usePagedList(
    ['track', trackId, 'comments'],
    (client, page) => getTrackComments(client, trackId, { page }),
    { keyOf: commentId },
  );
  const refresh = () => {
    list.retry();
    void mutate(trackWaveKey(trackId));
  };
  return {
    ...list,
    post: async (content, position) => {
      const { comment } = await createComment(http, {
        commentable_id: trackId,
        commentable_type: 'track',
        content,
        ...(position === undefined ? {} : { position }),
      });
      refresh();
      return comment;
    },
    remove: async (id) => {
      await deleteComment(http, id);
      refresh();
    },
    report: async (id) => {
      await reportComment(http, id);
    },
  };
}
