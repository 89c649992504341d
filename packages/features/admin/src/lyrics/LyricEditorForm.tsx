import { isValidationError } from '@tonearm/client';
import type { AdminLyric, AdminLyricPayload, AdminTrackChoice } from '@tonearm/client/contract';
import { showRequestError, useTrans } from '@tonearm/shell';
import { applyServerErrors, Button, ButtonLink, Form, Switch, TextArea, toast } from '@tonearm/ui';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { lyricEditorPath } from './lyric-columns';
import {
  type LyricFormValues,
  lyricFieldErrors,
  lyricFormResolver,
  lyricFormValues,
  lyricPayload,
} from './lyric-form';
import { StampPanel } from './StampPanel';
import { TrackPicker } from './TrackPicker';

export interface LyricEditorFormProps {
  /** The lyrics being edited; `null` for new ones. */
  lyric: AdminLyric | null;
  /** The track new lyrics are for, chosen before the editor opened (the tracks list's Lyrics action). */
  track?: AdminTrackChoice | null;
  save: (payload: AdminLyricPayload) => Promise<AdminLyric>;
}

/** The track, plain or synced, the text and, for synced lyrics, stamp mode; saved together. */
export function LyricEditorForm({ lyric, track: chosenTrack = null, save }: LyricEditorFormProps) {
  const { trans } = useTrans();
  const navigate = useNavigate();
  const form = useForm<LyricFormValues>({
    defaultValues: lyricFormValues(lyric, chosenTrack),
    resolver: lyricFormResolver(trans),
  });
  const [track, synced, text] = useWatch({ control: form.control, name: ['track', 'is_synced', 'text'] });

  const submit = async (values: LyricFormValues) => {
    try {
      const saved = await save(lyricPayload(values));
      toast.positive(lyric ? trans('Lyrics saved') : trans('Lyrics added'));
      if (!lyric) navigate(lyricEditorPath(saved), { replace: true });
      else form.reset(lyricFormValues(saved));
    } catch (error) {
      if (!isValidationError(error)) return showRequestError(error);
      if (applyServerErrors(form, lyricFieldErrors(error.fieldErrors())).applied.length === 0)
        showRequestError(error);
    }
  };

  return (
    <Form form={form} onSubmit={submit} className="flex max-w-3xl flex-col gap-5">
      <h1 className="font-semibold text-xl">
        {lyric ? trans('Lyrics of “:name”', { name: lyric.track.name }) : trans('Add lyrics')}
      </h1>
      <Controller
        control={form.control}
        name="track"
        render={({ field, fieldState }) => (
          <TrackPicker
            value={field.value}
            onChange={field.onChange}
            errorMessage={fieldState.error?.message}
            autoFocus={lyric === null && chosenTrack === null}
          />
        )}
      />
      <Controller
        control={form.control}
        name="is_synced"
        render={({ field }) => (
          <Switch isSelected={field.value} onChange={field.onChange}>
            {trans('Synced (LRC, a time stamp on each line)')}
          </Switch>
        )}
      />
      <Controller
        control={form.control}
        name="text"
        render={({ field, fieldState }) => (
          <TextArea
            label={trans('Lyrics')}
            description={
              synced
                ? trans('One line per sung line, each starting with its time: [01:23.45] Words.')
                : trans('Plain text; blank lines separate verses.')
            }
            font="code"
            rows={16}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            name={field.name}
            isInvalid={fieldState.invalid}
            errorMessage={fieldState.error?.message}
          />
        )}
      />
      {synced && (
        <StampPanel
          track={track}
          text={text}
          onTextChange={(stamped) => form.setValue('text', stamped, { shouldDirty: true })}
        />
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" isPending={form.formState.isSubmitting}>
          {lyric ? trans('Save') : trans('Add')}
        </Button>
        <ButtonLink variant="outline" href="/admin/lyrics">
          {trans('Back to lyrics')}
        </ButtonLink>
      </div>
    </Form>
  );
}
