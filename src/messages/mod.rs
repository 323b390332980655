//! Every sentence a player (or a new operator) reads, in one place.
//!
//! Lower layers return values and error enums; this module turns them into
//! words, so wording can be reviewed and changed without touching logic.
//! No I/O here. Each area has a file: [`setup`] for starting the bot,
//! [`play`] for moves and rules, [`service`] for challenges, games and
//! deadlines, [`terminal`] for `punct play`, [`discord`] for the bot's
//! general replies on Discord.

pub mod discord;
pub mod play;
pub mod service;
pub mod setup;
pub mod terminal;

#[cfg(test)]
mod tests {
    use std::collections::HashSet;

    /// Every command a sentence tells players to use must exist: all live in
    /// the `/punct` group, and each named subcommand must be registered.
    #[test]
    fn every_command_named_to_players_exists() {
        let registered: HashSet<String> = crate::discord::commands::all()
            .iter()
            .flat_map(|group| group.subcommands.iter().map(|c| c.name.to_string()))
            .collect();
        assert!(registered.contains("move") && registered.contains("challenge"), "{registered:?}");
        let files = [
            ("discord.rs", include_str!("discord.rs")),
            ("service.rs", include_str!("service.rs")),
            ("play.rs", include_str!("play.rs")),
            ("terminal.rs", include_str!("terminal.rs")),
            ("setup.rs", include_str!("setup.rs")),
        ];
        for (file, text) in files {
            for (at, _) in text.match_indices("`/") {
                let rest = &text[at + 2..];
                if rest.starts_with("punct`") {
                    continue; // the group itself
                }
                let Some(sub) = rest.strip_prefix("punct ") else {
                    panic!("{file}: a command outside /punct: {}", &rest[..rest.len().min(30)]);
                };
                if sub.starts_with('{') {
                    continue; // a name filled in at run time, e.g. `/punct {command}`
                }
                let name: String = sub.chars().take_while(|c| c.is_ascii_lowercase()).collect();
                assert!(registered.contains(&name), "{file}: /punct {name} is not a command");
            }
        }
    }
}
