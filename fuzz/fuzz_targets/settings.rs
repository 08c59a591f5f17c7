//! The player's settings as stored text: any text reads as settings (unknown parts are
//! ignored), and settings written out read back the same.
#![no_main]

use app::game::Settings;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| {
    let settings = Settings::from_text(text);
    assert_eq!(Settings::from_text(&settings.to_text()), settings);
});
