import { useTrans } from '@tonearm/shell';
import { useNavigate, useParams } from 'react-router';
import { EditorLoadError, EditorLoading } from '../../editor-page/EditorPageStates';
import { channelEditorPath } from '../channel-columns';
import { ChannelContentEditor } from '../channel-content/ChannelContentEditor';
import { ChannelForm } from './ChannelForm';
import { useChannelEditor } from './use-channel-editor';

/** `/admin/channels/new` and `/admin/channels/:channelId/edit`: the channel's form, then its content. */
export function ChannelEditorPage() {
  const { trans } = useTrans();
  const navigate = useNavigate();
  const { channelId } = useParams();
  const id = channelId === undefined ? null : Number(channelId);
  const editor = useChannelEditor(id !== null && Number.isSafeInteger(id) ? id : null);

  if (editor.error !== undefined && !editor.channel) {
    return (
      <EditorLoadError
        title={trans('The channel could not be loaded')}
        onRetry={() => void editor.reload()}
      />
    );
  }
  if (id !== null && !editor.channel) return <EditorLoading />;
  const { channel } = editor;
  return (
    <div className="flex flex-col gap-8">
      <h1 className="font-semibold text-xl">
        {channel ? trans('Edit “:name”', { name: channel.name }) : trans('New channel')}
      </h1>
      <ChannelForm
        key={channel ? `${channel.id}.${channel.updated_at}` : 'new'}
        channel={channel}
        save={editor.save}
        onSaved={(saved) => {
          if (!channel) navigate(channelEditorPath(saved.id), { replace: true });
        }}
      />
      {channel && (
        <ChannelContentEditor key={`${channel.content_type}.${channel.content_model}`} channel={channel} />
      )}
    </div>
  );
}
