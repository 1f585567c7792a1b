//! Hash routes, so the app works from any static host and offline.

/// A screen of the app, read from `location.hash`.
#[derive(Clone, Debug, PartialEq)]
pub enum Route {
    /// The list of games and saves.
    Home,
    /// The new-game screen; `query` holds a share link's deal when opened from one.
    New {
        /// Game id.
        game: String,
        /// The raw query (empty when not from a link).
        query: String,
    },
    /// A saved game being played.
    Play {
        /// Save id.
        id: String,
    },
    /// Step through a saved game.
    Replay {
        /// Save id.
        id: String,
    },
    /// Step through a game carried whole in a replay link.
    Watch {
        /// The raw query holding the record.
        query: String,
    },
    /// A game's rules page.
    Rules {
        /// Game id.
        game: String,
    },
    /// A game's guided first game (tutorial).
    Learn {
        /// Game id.
        game: String,
    },
    /// Hosting a game for friends on their own devices.
    Host {
        /// Game id.
        game: String,
        /// The raw query: `s=<save id>` to reopen the table of a saved game.
        query: String,
    },
    /// A friend's invitation to a hosted game.
    Join {
        /// Game id.
        game: String,
        /// The raw query holding the invitation.
        query: String,
    },
    /// A guest's reply, opened on the host's device.
    Reply {
        /// The raw query holding the reply.
        query: String,
    },
    /// The history of finished games on this device, with ratings, filters, export and import.
    History,
    /// The home screen finishing a record file chosen before the rest of the app was loaded.
    Import,
    /// Anything else.
    NotFound(String),
}

impl Route {
    /// Reads a hash such as `#/play/abc`.
    pub fn parse(hash: &str) -> Route {
        let path = hash.trim_start_matches('#');
        let (path, query) = path.split_once('?').unwrap_or((path, ""));
        let parts: Vec<&str> = path.split('/').filter(|p| !p.is_empty()).collect();
        let ok =
            |s: &str| !s.is_empty() && s.chars().all(|c| c.is_ascii_alphanumeric() || c == '-');
        match parts.as_slice() {
            [] => Route::Home,
            ["new", game] if ok(game) => Route::New {
                game: game.to_string(),
                query: query.to_string(),
            },
            ["play", id] if ok(id) => Route::Play { id: id.to_string() },
            ["replay", id] if ok(id) => Route::Replay { id: id.to_string() },
            ["watch"] => Route::Watch {
                query: query.to_string(),
            },
            ["rules", game] if ok(game) => Route::Rules {
                game: game.to_string(),
            },
            ["import"] => Route::Import,
            ["history"] => Route::History,
            ["host", game] if ok(game) => Route::Host {
                game: game.to_string(),
                query: query.to_string(),
            },
            ["join", game] if ok(game) => Route::Join {
                game: game.to_string(),
                query: query.to_string(),
            },
            ["reply"] => Route::Reply {
                query: query.to_string(),
            },
            ["learn", game] if ok(game) => Route::Learn {
                game: game.to_string(),
            },
            _ => Route::NotFound(hash.to_string()),
        }
    }

    /// The hash for this route.
    pub fn hash(&self) -> String {
        match self {
            Route::Home => "#/".into(),
            Route::New { game, query } if query.is_empty() => format!("#/new/{game}"),
            Route::New { game, query } => format!("#/new/{game}?{query}"),
            Route::Play { id } => format!("#/play/{id}"),
            Route::Replay { id } => format!("#/replay/{id}"),
            Route::Watch { query } => format!("#/watch?{query}"),
            Route::Rules { game } => format!("#/rules/{game}"),
            Route::Learn { game } => format!("#/learn/{game}"),
            Route::Import => "#/import".into(),
            Route::History => "#/history".into(),
            Route::Host { game, query } if query.is_empty() => format!("#/host/{game}"),
            Route::Host { game, query } => format!("#/host/{game}?{query}"),
            Route::Join { game, query } => format!("#/join/{game}?{query}"),
            Route::Reply { query } => format!("#/reply?{query}"),
            Route::NotFound(h) => h.clone(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn routes_round_trip() {
        for r in [
            Route::Home,
            Route::New {
                game: "shikoku".into(),
                query: String::new(),
            },
            Route::New {
                game: "shikoku".into(),
                query: "p=2&s=1".into(),
            },
            Route::Play { id: "g1a2".into() },
            Route::Replay { id: "x".into() },
            Route::Watch {
                query: "r=abc&c=1".into(),
            },
            Route::Rules {
                game: "port-royal".into(),
            },
            Route::Learn {
                game: "settlers".into(),
            },
            Route::Import,
            Route::History,
            Route::Host {
                game: "tripoli".into(),
                query: String::new(),
            },
            Route::Host {
                game: "port-royal".into(),
                query: "s=g1a2".into(),
            },
            Route::Join {
                game: "shikoku".into(),
                query: "i=abc".into(),
            },
            Route::Reply {
                query: "a=xyz".into(),
            },
        ] {
            assert_eq!(Route::parse(&r.hash()), r);
        }
    }

    #[test]
    fn unknown_or_hostile_hashes_are_not_found() {
        assert_eq!(Route::parse(""), Route::Home);
        assert!(matches!(
            Route::parse("#/play/<script>"),
            Route::NotFound(_)
        ));
        assert!(matches!(Route::parse("#/nowhere"), Route::NotFound(_)));
    }
}
