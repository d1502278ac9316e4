#!/usr/bin/env python3
"""Check the test games in this folder with python-chess (pip install chess).

Every tests/data/*.pgn must hold exactly one game with the Seven Tag Roster,
every move must be legal and written in canonical SAN, the movetext result must
equal the Result tag, and a final checkmate must agree with the result.
Every tests/data/bad/*.pgn must be rejected. Exit status 1 on any failure.
"""

import pathlib
import sys

import chess
import chess.pgn

HERE = pathlib.Path(__file__).resolve().parent
ROSTER = ["Event", "Site", "Date", "Round", "White", "Black", "Result"]


class Strict(chess.pgn.GameBuilder):
    """Raise on the first error instead of collecting it."""

    def handle_error(self, error):
        raise error


def check_good(path):
    problems = []
    features = set()
    with open(path, encoding="utf-8") as f:
        game = chess.pgn.read_game(f, Visitor=Strict)
        if chess.pgn.read_game(f) is not None:
            problems.append("more than one game")
    if game is None:
        return ["no game"], features
    keys = list(game.headers.keys())
    if keys[:7] != ROSTER:
        problems.append(f"tags not in Seven Tag Roster order: {keys[:7]}")
    result = game.headers.get("Result")
    if result not in ("1-0", "0-1", "1/2-1/2"):
        problems.append(f"result {result!r} is not a finished game")
    board = game.board()
    for node in game.mainline():
        mv = node.move
        if not board.is_legal(mv):
            problems.append(f"illegal move {mv}")
            break
        san = board.san(mv)
        if board.is_castling(mv):
            features.add("O-O-O" if board.is_queenside_castling(mv) else "O-O")
        if board.is_en_passant(mv):
            features.add("en passant")
        if mv.promotion:
            features.add("promotion" if mv.promotion == chess.QUEEN else "under-promotion")
        board.push(mv)
        if board.is_check():
            features.add("check")
        if node.san() != san:
            problems.append(f"SAN mismatch {node.san()} {san}")
    if board.is_checkmate():
        features.add("mate")
        expected = "0-1" if board.turn == chess.WHITE else "1-0"
        if result != expected:
            problems.append(f"checkmate but result {result}")
    elif result == "1/2-1/2":
        features.add("draw")
    return problems, features


def check_bad(path):
    with open(path, encoding="utf-8") as f:
        try:
            game = chess.pgn.read_game(f, Visitor=Strict)
        except Exception as err:  # noqa: BLE001 - any rejection is what we want
            return f"rejected: {err}"
    # python-chess skips some garbage silently: count the moves it kept
    text = path.read_text(encoding="utf-8")
    tokens = [t for t in text.split("\n\n", 1)[-1].split() if not t[0].isdigit() and t != "*"]
    kept = len(list(game.mainline_moves())) if game else 0
    if kept < len(tokens):
        return f"rejected: kept {kept} of {len(tokens)} move tokens"
    return None


def main():
    failed = False
    all_features = set()
    for path in sorted(HERE.glob("*.pgn")):
        problems, features = check_good(path)
        all_features |= features
        status = "ok" if not problems else "FAIL " + "; ".join(problems)
        failed |= bool(problems)
        print(f"{path.name}: {status} ({', '.join(sorted(features))})")
    for path in sorted((HERE / "bad").glob("*.pgn")):
        verdict = check_bad(path)
        failed |= verdict is None
        print(f"bad/{path.name}: {verdict or 'FAIL accepted'}")
    wanted = {"O-O", "O-O-O", "en passant", "promotion", "under-promotion", "check", "mate", "draw"}
    missing = wanted - all_features
    if missing:
        failed = True
        print("missing features:", ", ".join(sorted(missing)))
    print("FAILED" if failed else "all games verified")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
