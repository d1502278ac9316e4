# A partial French catalog, for the test that a new language is a data
# file (src/messages/catalog_tests.rs). Everything missing here is said
# in English, and the catalog test lists it.

colour-white = Blancs
    .lower = blancs
    .masculine = blanc
    .feminine = blanche
colour-black = Noirs
    .lower = noirs
    .masculine = noir
    .feminine = noire
role-king = roi
    .gender = masculine
role-queen = dame
    .gender = feminine
role-rook = tour
    .gender = feminine
role-bishop = fou
    .gender = masculine
role-knight = cavalier
    .gender = masculine
role-pawn = pion
    .gender = masculine
check = échec
mate = mat
words-yes = oui, o
words-no = non
to-move = Les { $c } jouent, coup { $move_number }.
on-square = Sur { $square } se trouve { $piece-gender ->
        [feminine] une { $piece } { $c-feminine }
       *[masculine] un { $piece } { $c-masculine }
    }.
