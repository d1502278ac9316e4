//! The sender: a player side that posts events in the background.
