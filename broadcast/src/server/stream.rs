//! The event stream's viewers: each has a bounded queue; a viewer whose
//! queue is full is dropped, so a slow viewer never holds up a post.

use std::sync::Mutex;
use std::sync::mpsc::{Receiver, SyncSender, TrySendError, sync_channel};

/// How many messages wait for one viewer before it is dropped.
pub const QUEUE: usize = 256;

/// Every viewer of the event stream.
#[derive(Debug)]
pub struct Hub {
    viewers: Mutex<Vec<SyncSender<String>>>,
    max: usize,
}

impl Hub {
    /// A hub for at most `max` viewers at once.
    pub fn new(max: usize) -> Hub {
        Hub {
            viewers: Mutex::new(Vec::new()),
            max,
        }
    }

    /// A new viewer's queue, or `None` when there are `max` already.
    pub fn subscribe(&self) -> Option<Receiver<String>> {
        let mut v = self.viewers.lock().unwrap_or_else(|e| e.into_inner());
        v.retain(|tx| tx.try_send(String::new()).is_ok());
        if v.len() >= self.max {
            return None;
        }
        let (tx, rx) = sync_channel(QUEUE);
        v.push(tx);
        Some(rx)
    }

    /// Sends `message` to every viewer without waiting; a viewer that is
    /// gone or too slow is dropped.
    pub fn publish(&self, message: &str) {
        let mut v = self.viewers.lock().unwrap_or_else(|e| e.into_inner());
        v.retain(|tx| match tx.try_send(message.to_string()) {
            Ok(()) => true,
            Err(TrySendError::Full(_) | TrySendError::Disconnected(_)) => false,
        });
    }

    /// How many viewers there are.
    pub fn viewers(&self) -> usize {
        self.viewers.lock().unwrap_or_else(|e| e.into_inner()).len()
    }

    /// Drops every viewer (their streams end).
    pub fn close(&self) {
        self.viewers
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .clear();
    }
}

/// One server-sent event: `event: kind`, `data: json`.
pub fn message(kind: &str, json: &str) -> String {
    format!("event: {kind}\ndata: {json}\n\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_slow_viewer_is_dropped_and_the_others_get_everything() {
        let hub = Hub::new(8);
        let fast = hub.subscribe().unwrap();
        let _slow = hub.subscribe().unwrap();
        for i in 0..QUEUE + 10 {
            hub.publish(&message("move", &i.to_string()));
            while let Ok(m) = fast.try_recv() {
                assert!(m.is_empty() || m.starts_with("event: move\n"));
            }
        }
        assert_eq!(hub.viewers(), 1);
    }

    #[test]
    fn viewers_are_limited() {
        let hub = Hub::new(1);
        let _a = hub.subscribe().unwrap();
        assert!(hub.subscribe().is_none());
        drop(_a);
        assert!(hub.subscribe().is_some());
    }
}
