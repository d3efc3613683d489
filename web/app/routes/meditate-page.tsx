import { PageHeader } from '#web/components/ui/page-header';
import { FeaturedProductCard } from '#web/features/resources/featured-product-card';
import { MeditationPlayer } from '#web/features/meditation/components/meditation-player';
import { PracticePanel } from '#web/features/meditation/components/practice-panel';
import { useMeditationPlayer } from '#web/features/meditation/player/use-meditation-player';

/** /meditate: the player beside the "Your practice" panel and the featured headphones. */
export default function MeditatePage() {
  const { state, send, library, sound, mood, fullScreen } = useMeditationPlayer();
  return (
    <>
      <PageHeader
        title="Meditation"
        subtitle="Choose a session, press play, and let binaural beats carry you into a calm, receptive state."
      />
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_320px]">
        <MeditationPlayer
          state={state}
          send={send}
          library={library}
          sound={sound}
          mood={mood}
          fullScreen={fullScreen}
        />
        <div className="grid content-start gap-6 md:grid-cols-2 xl:grid-cols-1">
          <PracticePanel onBegin={() => send({ type: 'play' })} />
          <FeaturedProductCard placement="meditation" />
        </div>
      </div>
    </>
  );
}
