"""Answers cards in Anki at set times and writes the collection as Anki backs it up, for
latih's `import anki` test.

Imports the deck latih exported (argv[1]) into a new collection, then for each answer on
standard input (JSON: [{"at": unix seconds, "rating": 1..4}, ...]) moves the clock there
(libfaketime's timestamp file), answers the first queued card with that rating in Anki's own
v3 scheduler, and finally exports the collection package (argv[2], `.colpkg`, the current
zstd format). Prints, as JSON, what was answered ({"id": question id, "at": ..., "rating":
...}) and where each card then stands in Anki (queue, due, reps).
"""

import json
import os
import sys
import tempfile
import time

from anki.collection import Collection
from anki.import_export_pb2 import ImportAnkiPackageRequest
from anki.scheduler.v3 import CardAnswer

STAMP = os.environ["FAKETIME_TIMESTAMP_FILE"]
RATINGS = [CardAnswer.AGAIN, CardAnswer.HARD, CardAnswer.GOOD, CardAnswer.EASY]


def set_time(t):
    with open(STAMP, "w") as f:
        f.write(time.strftime("@%Y-%m-%d %H:%M:%S", time.gmtime(t)))


def main() -> None:
    answers = json.load(sys.stdin)
    set_time(answers[0]["at"] - 60)
    folder = tempfile.mkdtemp()
    col = Collection(os.path.join(folder, "collection.anki2"))
    col.set_config("fsrs", True)
    col.import_anki_package(ImportAnkiPackageRequest(package_path=sys.argv[1]))
    # Study the deck latih made, as a learner would pick it.
    for deck in col.decks.all_names_and_ids():
        if deck.name.startswith("latih::"):
            col.decks.select(deck.id)
    done = []
    for a in answers:
        set_time(a["at"])
        queued = col.sched.get_queued_cards(fetch_limit=1)
        if not queued.cards:
            continue
        qc = queued.cards[0]
        card = col.get_card(qc.card.id)
        card.start_timer()
        answer = col.sched.build_answer(card=card, states=qc.states, rating=RATINGS[a["rating"] - 1])
        col.sched.answer_card(answer)
        done.append({"id": card.note()["Id"], "at": a["at"], "rating": a["rating"]})
    # Where each card now stands in Anki: a card in its (re)learning steps is due at a
    # moment (unix seconds), a review card on a day.
    cards = {}
    for nid in col.find_notes(""):
        note = col.get_note(nid)
        card = note.cards()[0]
        cards[note["Id"]] = {"queue": card.queue, "due": card.due, "reps": card.reps}
    col.export_collection_package(sys.argv[2], include_media=False, legacy=False)
    col.close()
    print(json.dumps({"answered": done, "cards": cards}))


if __name__ == "__main__":
    main()
