"""Anki itself as the oracle for latih's daily review.

Runs Anki's own v3 scheduler with FSRS (PyPI `anki`, its Rust backend) through a simulated
learner and prints, as JSON lines, everything a learner would see and Anki would store: each
question shown (what kind, the day's counts, the four buttons' next states), the rating the
learner gave, the card after it, and each time the session says it is over. The clock is
libfaketime's, moved through a timestamp file, so months pass in seconds. latih's test
(tests/it/anki_oracle.rs) replays the same answers through latih's scheduler and queue and
compares every line.

The learner: `scenario` (JSON on standard input) names the questions, the days and the
sessions, how long an answer takes, and the settings both sides use. The ratings come from a
fixed hash of the question and how often it has been answered, so a run is the same every
time; the test reads them from this trace, so latih never needs the policy itself.

Run by the test as:
  LD_PRELOAD=.../libfaketime.so.1 FAKETIME_TIMESTAMP_FILE=F FAKETIME_NO_CACHE=1 \
  ANKI_TEST_MODE=1 TZ=UTC python3 anki_trace.py < scenario.json
ANKI_TEST_MODE turns Anki's fuzz off (latih's is turned off too); it also moves Anki's clock
back two hours between 02:00 and 04:00 local time, so scenarios never answer in those hours.
"""

import hashlib
import json
import os
import sys
import tempfile
import time

from anki.collection import Collection
from anki.scheduler.v3 import CardAnswer

STAMP = os.environ["FAKETIME_TIMESTAMP_FILE"]
RATINGS = [CardAnswer.AGAIN, CardAnswer.HARD, CardAnswer.GOOD, CardAnswer.EASY]


def set_time(t):
    with open(STAMP, "w") as f:
        f.write(time.strftime("@%Y-%m-%d %H:%M:%S", time.gmtime(t)))


def rating_for(name, reps, hard_ones):
    """1..4, from a hash: most answers Good, some Again (more for the hard questions)."""
    h = int(hashlib.sha256(f"{name}:{reps}".encode()).hexdigest()[:8], 16) % 100
    again = 35 if name in hard_ones else 12
    if h < again:
        return 1
    if h < again + 10:
        return 2
    if h < 92:
        return 3
    return 4


def state_of(s):
    """One of Anki's next states, as latih's test reads it."""
    which = s.WhichOneof("kind")
    if which == "normal":
        inner = s.normal
    else:
        return {"kind": which}
    kind = inner.WhichOneof("kind")
    body = getattr(inner, kind)
    out = {"kind": kind}
    if kind == "learning":
        out["secs"] = body.scheduled_secs
        out["remaining"] = body.remaining_steps
        mem = body.memory_state
    elif kind == "review":
        out["days"] = body.scheduled_days
        out["lapses"] = body.lapses
        mem = body.memory_state
    elif kind == "relearning":
        out["secs"] = body.learning.scheduled_secs
        out["remaining"] = body.learning.remaining_steps
        out["days"] = body.review.scheduled_days
        out["lapses"] = body.review.lapses
        mem = body.learning.memory_state
    else:
        return out
    out["s"] = mem.stability
    out["d"] = mem.difficulty
    return out


def card_after(card):
    ms = card.memory_state
    return {
        "type": card.type,
        "queue": card.queue,
        "due": card.due,
        "ivl": card.ivl,
        "lapses": card.lapses,
        "left": card.left,
        "reps": card.reps,
        "s": ms.stability if ms else None,
        "d": ms.difficulty if ms else None,
    }


def setup(col, sc):
    col.set_config("fsrs", True)
    col.set_config("rollover", sc["day_start_hour"])
    deck = col.decks.id("latih")
    conf = col.decks.config_dict_for_deck_id(deck)
    conf["new"]["delays"] = [s / 60 for s in sc["learning_steps"]]
    conf["lapse"]["delays"] = [s / 60 for s in sc["relearning_steps"]]
    conf["new"]["perDay"] = sc["new_per_day"]
    conf["rev"]["perDay"] = sc["reviews_per_day"]
    conf["desiredRetention"] = sc["retention"]
    conf["lapse"]["leechFails"] = sc.get("leech_threshold", 8)
    # latih's order: steps, then reviews by due day, then new questions in course order.
    conf["newMix"] = 1  # after reviews
    conf["interdayLearningMix"] = 2  # before reviews
    conf["reviewOrder"] = 0  # by due day
    conf["newSortOrder"] = 0  # the order questions were added
    col.decks.update_config(conf)
    model = col.models.by_name("Basic")
    ids = {}
    for name in sc["questions"]:
        note = col.new_note(model)
        note["Front"] = name
        note["Back"] = name
        col.add_note(note, deck)
        ids[note.cards()[0].id] = name
    col.decks.select(deck)
    return ids


def session(col, ids, sc, start, log):
    """One sitting: answers until Anki says it is over or the sitting's time is up. It
    starts with the queue built afresh, as opening the deck does (any change of the deck's
    options makes Anki rebuild it)."""
    t = start
    end = start + sc["session_max_secs"]
    set_time(t)
    deck = col.decks.id("latih")
    col.decks.update_config(col.decks.config_dict_for_deck_id(deck))
    log({"t": t, "event": "sitting"})
    while t < end:
        set_time(t)
        q = col.sched.get_queued_cards(fetch_limit=1)
        counts = [q.new_count, q.learning_count, q.review_count]
        if not q.cards:
            info = col.sched.congratulations_info()
            log({"t": t, "event": "over", "counts": counts,
                 "learn_due_secs": info.secs_until_next_learn})
            return t
        qc = q.cards[0]
        card = col.get_card(qc.card.id)
        card.start_timer()
        name = ids[card.id]
        states = [qc.states.again, qc.states.hard, qc.states.good, qc.states.easy]
        rating = rating_for(name, card.reps, set(sc["hard_questions"]))
        before = card_after(card)
        answer = col.sched.build_answer(card=card, states=qc.states, rating=RATINGS[rating - 1])
        col.sched.answer_card(answer)
        after = card_after(col.get_card(card.id))
        log({"t": t, "event": "show", "card": name, "queue": qc.queue,
             "today": col.sched.today, "counts": counts, "before": before,
             "buttons": [state_of(s) for s in states],
             "rating": rating, "after": after})
        t += sc["answer_secs"]
    log({"t": t, "event": "left"})
    return t


def main():
    sc = json.load(sys.stdin)
    set_time(sc["start"])
    folder = tempfile.mkdtemp()
    col = Collection(os.path.join(folder, "oracle.anki2"))
    ids = setup(col, sc)
    out = sys.stdout

    def log(line):
        out.write(json.dumps(line) + "\n")

    for sitting in sc["sittings"]:
        session(col, ids, sc, sitting, log)
    col.close()


if __name__ == "__main__":
    main()
