//! The microphone (feature `microphone`, through `cpal`: ALSA on Linux,
//! WASAPI on Windows, CoreAudio on macOS). The device's own configuration
//! is taken; its samples are mixed to mono in the audio callback and
//! handed over in 100 ms chunks on a bounded channel (a chunk the reader
//! is too slow for is dropped, never waited for: the callback neither
//! blocks nor panics). [`Microphone::next`] gives them as 16 kHz chunks
//! for the voice-activity detector, the same path a WAV file takes.

use std::sync::mpsc::{self, Receiver, RecvTimeoutError, SyncSender};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::Duration;

use cpal::traits::{DeviceTrait, HostTrait, StreamTrait};
use cpal::{ErrorKind, FromSample, SampleFormat, SizedSample};

use crate::ListenError;
use crate::audio::{RATE, resample, to_i16};
use crate::vad::Source;

/// Chunks waiting for the reader (3 s of sound).
const QUEUE: usize = 30;

/// The names of the input devices, the default one first.
pub fn microphones() -> Result<Vec<String>, ListenError> {
    let host = cpal::default_host();
    let mut names = Vec::new();
    if let Some(d) = host.default_input_device() {
        names.push(d.to_string());
    }
    let devices = host.input_devices().map_err(|e| ListenError::Microphone {
        reason: e.to_string(),
    })?;
    for d in devices {
        let name = d.to_string();
        if !names.contains(&name) {
            names.push(name);
        }
    }
    Ok(names)
}

/// What the audio thread hands over.
type Lost = Arc<Mutex<Option<String>>>;

/// An open microphone. Dropping it closes the device.
pub struct Microphone {
    name: String,
    rate: u32,
    chunks: Receiver<Vec<f32>>,
    lost: Lost,
    said_lost: bool,
    /// Dropped to stop the audio thread.
    stop: Option<mpsc::Sender<()>>,
    thread: Option<JoinHandle<()>>,
}

impl Microphone {
    /// Opens the input device called `name`, or the default one.
    pub fn open(name: Option<&str>) -> Result<Microphone, ListenError> {
        let (chunk_tx, chunks) = mpsc::sync_channel(QUEUE);
        let (ready_tx, ready) = mpsc::channel();
        let (stop, stop_rx) = mpsc::channel::<()>();
        let lost: Lost = Arc::new(Mutex::new(None));
        let lost_cb = Arc::clone(&lost);
        let wanted = name.map(str::to_string);
        // The stream lives on a thread of its own (it is not `Send` on
        // every platform) until the microphone is dropped.
        let thread = std::thread::Builder::new()
            .name("microphone".to_string())
            .spawn(move || {
                let stream = match start(wanted.as_deref(), chunk_tx, lost_cb) {
                    Ok((stream, name, rate)) => {
                        let _ = ready_tx.send(Ok((name, rate)));
                        stream
                    }
                    Err(e) => {
                        let _ = ready_tx.send(Err(e));
                        return;
                    }
                };
                let _ = stop_rx.recv();
                drop(stream);
            })
            .map_err(|e| ListenError::Microphone {
                reason: e.to_string(),
            })?;
        let (name, rate) = ready.recv().map_err(|_| ListenError::Microphone {
            reason: "the audio thread ended".to_string(),
        })??;
        Ok(Microphone {
            name,
            rate,
            chunks,
            lost,
            said_lost: false,
            stop: Some(stop),
            thread: Some(thread),
        })
    }

    /// The device's name.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The device's own sample rate.
    pub fn rate(&self) -> u32 {
        self.rate
    }
}

impl Source for Microphone {
    /// The next 100 ms of sound as 16 kHz mono samples, waiting up to
    /// `timeout` (`Ok(None)`: nothing yet). A device lost is an error
    /// once; after it, nothing more comes.
    fn next(&mut self, timeout: Duration) -> Result<Option<Vec<i16>>, ListenError> {
        if !self.said_lost {
            let lost = self.lost.lock().map(|mut l| l.take()).unwrap_or(None);
            if let Some(reason) = lost {
                self.said_lost = true;
                return Err(ListenError::MicrophoneLost {
                    name: self.name.clone(),
                    reason,
                });
            }
        }
        match self.chunks.recv_timeout(timeout) {
            Ok(chunk) => Ok(Some(to_i16(&resample(&chunk, self.rate, RATE)))),
            Err(RecvTimeoutError::Timeout) => Ok(None),
            Err(RecvTimeoutError::Disconnected) if self.said_lost => {
                std::thread::sleep(timeout);
                Ok(None)
            }
            Err(RecvTimeoutError::Disconnected) => {
                self.said_lost = true;
                Err(ListenError::MicrophoneLost {
                    name: self.name.clone(),
                    reason: "the stream ended".to_string(),
                })
            }
        }
    }
}

impl Drop for Microphone {
    fn drop(&mut self) {
        self.stop.take();
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}

fn start(
    wanted: Option<&str>,
    chunks: SyncSender<Vec<f32>>,
    lost: Lost,
) -> Result<(cpal::Stream, String, u32), ListenError> {
    let host = cpal::default_host();
    let device = match wanted {
        None => host.default_input_device(),
        Some(w) => {
            let devices = host.input_devices().map_err(|e| ListenError::Microphone {
                reason: e.to_string(),
            })?;
            let all: Vec<cpal::Device> = devices.collect();
            let same = |d: &&cpal::Device, exact: bool| {
                let n = d.to_string();
                if exact {
                    n == w
                } else {
                    n.to_lowercase().contains(&w.to_lowercase())
                }
            };
            let found = all.iter().find(|d| same(d, true)).cloned();
            found.or_else(|| all.iter().find(|d| same(d, false)).cloned())
        }
    };
    let Some(device) = device else {
        return Err(ListenError::NoMicrophone {
            name: wanted.map(str::to_string),
        });
    };
    let name = device.to_string();
    let config = device
        .default_input_config()
        .map_err(|e| ListenError::Microphone {
            reason: e.to_string(),
        })?;
    let rate = config.sample_rate();
    let stream = match config.sample_format() {
        SampleFormat::F32 => build::<f32>(&device, &config, chunks, lost),
        SampleFormat::I16 => build::<i16>(&device, &config, chunks, lost),
        SampleFormat::U16 => build::<u16>(&device, &config, chunks, lost),
        SampleFormat::I32 => build::<i32>(&device, &config, chunks, lost),
        SampleFormat::U8 => build::<u8>(&device, &config, chunks, lost),
        SampleFormat::I8 => build::<i8>(&device, &config, chunks, lost),
        SampleFormat::F64 => build::<f64>(&device, &config, chunks, lost),
        other => Err(ListenError::MicrophoneFormat {
            format: other.to_string(),
        }),
    }?;
    stream.play().map_err(|e| ListenError::Microphone {
        reason: e.to_string(),
    })?;
    Ok((stream, name, rate))
}

fn build<T>(
    device: &cpal::Device,
    config: &cpal::SupportedStreamConfig,
    chunks: SyncSender<Vec<f32>>,
    lost: Lost,
) -> Result<cpal::Stream, ListenError>
where
    T: SizedSample,
    f32: FromSample<T>,
{
    let channels = usize::from(config.channels().max(1));
    let size = (config.sample_rate() as usize / 10).max(1);
    let mut chunk: Vec<f32> = Vec::with_capacity(size);
    device
        .build_input_stream(
            config.config(),
            move |data: &[T], _: &cpal::InputCallbackInfo| {
                for frame in data.chunks(channels) {
                    let sum: f32 = frame
                        .iter()
                        .map(|&s| <f32 as FromSample<T>>::from_sample_(s))
                        .sum();
                    chunk.push(sum / frame.len() as f32);
                    if chunk.len() >= size {
                        let full = std::mem::replace(&mut chunk, Vec::with_capacity(size));
                        // Full: the reader is behind, this chunk is dropped.
                        let _ = chunks.try_send(full);
                    }
                }
            },
            move |e: cpal::Error| {
                if matches!(
                    e.kind(),
                    ErrorKind::Xrun | ErrorKind::DeviceChanged | ErrorKind::RealtimeDenied
                ) {
                    return;
                }
                if let Ok(mut l) = lost.lock()
                    && l.is_none()
                {
                    *l = Some(e.to_string());
                }
            },
            None,
        )
        .map_err(|e| match e.kind() {
            ErrorKind::UnsupportedConfig => ListenError::MicrophoneFormat {
                format: config.sample_format().to_string(),
            },
            ErrorKind::DeviceNotAvailable => ListenError::NoMicrophone {
                name: Some(device.to_string()),
            },
            _ => ListenError::Microphone {
                reason: e.to_string(),
            },
        })
}
