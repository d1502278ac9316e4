//! Small faults fixed on the branch `polish`: plural forms, the BRLTTY
//! display recorded in the game's settings and connected again on resume,
//! BRLTTY errors in the user's language.

mod common;

use annabella::lang::Lang;
use annabella::messages::texts;

#[test]
fn resumed_after_one_half_move_is_singular_in_every_language() {
    let en = texts(Lang::En);
    assert_eq!(
        en.resumed(1),
        "Game resumed from the journal after 1 half-move."
    );
    assert_eq!(
        en.resumed(3),
        "Game resumed from the journal after 3 half-moves."
    );
    let de = texts(Lang::De);
    assert_eq!(
        de.resumed(1),
        "Partie aus dem Protokoll fortgesetzt, nach 1 Halbzug."
    );
    assert_eq!(
        de.resumed(2),
        "Partie aus dem Protokoll fortgesetzt, nach 2 Halbzügen."
    );
    let ru = texts(Lang::Ru);
    assert_eq!(
        ru.resumed(1),
        "Партия восстановлена из журнала; сделан 1 полуход."
    );
    assert_eq!(
        ru.resumed(21),
        "Партия восстановлена из журнала; сделан 21 полуход."
    );
    assert_eq!(
        ru.resumed(3),
        "Партия восстановлена из журнала; сделано 3 полухода."
    );
    assert_eq!(
        ru.resumed(5),
        "Партия восстановлена из журнала; сделано 5 полуходов."
    );
    assert_eq!(
        ru.resumed(11),
        "Партия восстановлена из журнала; сделано 11 полуходов."
    );
}
