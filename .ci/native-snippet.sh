# Speech (issue 5): lines for .ci/run, before the tests.
# espeak-ng makes tests/speech_espeak.rs real (it fails under CI without it);
# the rest builds and runs the `native` feature (tts crate through
# speech-dispatcher, earcons through ALSA) on a machine without a sound card.
export DEBIAN_FRONTEND=noninteractive
apt-get update -q
apt-get install -y -q espeak-ng speech-dispatcher speech-dispatcher-espeak-ng \
    libspeechd-dev libclang-dev libasound2-dev pkg-config
# No sound card: ALSA's default device becomes a null sink (only then, so a
# machine with real sound keeps it).
if ! grep -qs '^ *[0-9]' /proc/asound/cards; then
    printf '%s\n' 'pcm.!default { type null }' 'ctl.!default { type hw card 0 }' > /etc/asound.conf
fi
# speech-dispatcher plays through PulseAudio by default; there is none here.
grep -q '^AudioOutputMethod' /etc/speech-dispatcher/speechd.conf \
    || echo 'AudioOutputMethod "alsa"' >> /etc/speech-dispatcher/speechd.conf
# Start the daemon once, before tests that connect in parallel (they would
# race to autospawn it); -t 0: stay up while the tests run.
pidof speech-dispatcher >/dev/null || speech-dispatcher -d -t 0
timeout 10 spd-say -w "ready" || { echo "speech-dispatcher does not speak"; exit 1; }

echo "== clippy (feature native)"
cargo clippy --all-targets --features native -- -D warnings

echo "== tests (feature native)"
cargo test --features native
