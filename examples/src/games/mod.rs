//! One module per game crate: its [`GameEntry`](crate::registry::GameEntry) and how it presents itself.
