## latih interface text: English.
## Numbers arrive already formatted for the reader; `$n`-style numeric arguments are only used
## to choose a plural form.

## Numbers and dates

num-million = { $n } million
num-billion = { $n } billion
num-trillion = { $n } trillion
date-long = { $day } { $month } { $year }
month-1 = January
month-2 = February
month-3 = March
month-4 = April
month-5 = May
month-6 = June
month-7 = July
month-8 = August
month-9 = September
month-10 = October
month-11 = November
month-12 = December

## Title bar, footer and general

too-small = The terminal is too small ({ $width }×{ $height }). Please make it at least { $min_width }×{ $min_height }.
watch-on = ⟳ watching
watch-reloaded = Reloaded. { $errors ->
    [0] No errors.
    [one] 1 error.
   *[other] { $errors } errors.
}
watch-stale = This lesson's files have { $count ->
    [one] a problem
   *[other] { $count } problems
} since the last save (its own file or a question bank it uses). Showing the last good version.
keyname-space = Space

## Footer labels (short)

key-up-down = move
key-open = open
key-reveal = reveal
key-next-item = next item
key-prev-item = previous item
key-lesson-quiz = quiz
key-reveal-all = reveal all
key-contents = contents
key-search = search
key-lang = Bahasa Indonesia
key-help = help
key-back = back
key-quit = quit
key-next-lesson = next lesson
key-prev-lesson = previous lesson
key-done = done
key-page = page
key-top = top
key-bottom = end

## Help overlay (one sentence per key)

help-title = Keys
help-up = Move up or scroll up one line.
help-down = Move down or scroll down one line.
help-open = Open the selected lesson, result or section; in a lesson, follow the focused link.
help-reveal = Show or hide the answer of the focused exercise (or the first one on screen).
help-next-item = Move the focus to the next exercise, card or link.
help-prev-item = Move the focus to the previous exercise, card or link.
help-lesson-quiz = Practise every question about this lesson, shuffled; quick feedback, not recorded.
help-reveal-all = Reveal every answer in this lesson, or hide them all again.
help-contents = Table of contents: jump to a section.
help-search = Search lesson titles and text in the current language.
help-lang = Switch between Indonesian and English; you stay where you are.
help-help = Show this list of keys.
help-back = Go back to the previous screen.
help-quit = Quit latih.
help-quit-anywhere = Quit latih from any screen.
help-next-lesson = Go to the next lesson.
help-prev-lesson = Go to the previous lesson.
help-done = Mark this lesson as done, or not done.
help-page-down = Scroll down one page.
help-page-up = Scroll up one page.
help-top = Go to the top.
help-bottom = Go to the end.
help-fallback-legend = Text marked { $marker } is not translated yet and is shown in the other language.

## Home

home-minutes = { $n } min
home-other-lessons = Other lessons
home-empty = This course has no lessons that could be loaded.
home-problems = Problems: { $errors ->
    [one] 1 error
   *[other] { $errors } errors
}, { $warnings ->
    [one] 1 warning
   *[other] { $warnings } warnings
}
status-new = new
status-opened = opened
status-done = done

## Reader

reader-meta = { $code } · about { $minutes } min
reader-question = Guiding question
reader-goals = After this lesson you can
reader-prerequisites = Before you start
reader-exercise = Exercise { $n }
reader-answer = Answer
reader-answer-hidden = Answer hidden. Think it through first, then press Space.
reader-links = Where to go next
reader-prev = ← Previous:
reader-next = → Next:
reader-related = ↗ Related:
reader-sources = Sources
reader-last-reviewed = Last reviewed: { $date }
reader-not-available = not available yet
reader-fallback = [{ $lang }]
reader-no-exercise-here = There is no exercise on this screen.
reader-no-questions = No question bank is linked to this lesson yet.
reader-nothing-to-open = Press Tab to focus a link first.
reader-no-next = This is the last lesson.
reader-no-prev = This is the first lesson.
reader-marked-done = Marked as done.
reader-marked-open = Marked as not done.
reader-quiz = Check your understanding
reader-quiz-note = Quick feedback, not proof of mastery: answers here are not recorded.
reader-review = Review
reader-review-note = Results are recorded and schedule your next reviews.
reader-questions = { $count ->
    [one] 1 question
   *[other] { $count } questions
}
reader-start = Press Enter to start.
reader-drill = Oral drill
reader-drill-facts = { $seconds } s to answer aloud · pass with { $pass } of { $items } { $items ->
    [one] point
   *[other] points
}
reader-drill-note = Answer aloud as in an interview, then compare with the sample answer and tick the points you covered. The result is recorded.
callout-note = Notes
callout-assumption = Assumptions
callout-failure = When this design fails
callout-counterexample = Counter-example
callout-summary = Summary
callout-tip = Tip
part-title = Title
part-intro = Introduction
part-last-reviewed = Last reviewed
contents-title = Contents

## Search

search-title = Search
search-hint = Type to search titles and text of every lesson. Enter opens, Esc goes back.
search-none = Nothing found.
search-count = { $count ->
    [one] 1 result
   *[other] { $count } results
}

## Problems

problems-title = Problems ({ $count })
problems-none = No problems found.
sev-error = error
sev-warning = warning
lint-summary = { $errors ->
    [one] 1 error
   *[other] { $errors } errors
}, { $warnings ->
    [one] 1 warning
   *[other] { $warnings } warnings
} in { $files ->
    [one] 1 file
   *[other] { $files } files
} ({ $lessons ->
    [one] 1 lesson loaded
   *[other] { $lessons } lessons loaded
}).
type-null = nothing
type-boolean = true/false
type-number = a number
type-text = text
type-list = a list
type-map = a map of fields
type-integer = a whole number
type-identifier = an id
type-date = a date
p-unreadable = The file cannot be read: { $detail }
p-invalid-utf8 = The file is not valid UTF-8 text. Save it as UTF-8.
p-too-large = The file is { $size } KB; course files may be at most { $limit } KB.
p-tab-indent = A tab is used for indentation; YAML allows only spaces there.
p-syntax = This is not valid YAML here. The usual causes, on this line or the one above: a quote, bracket or colon missing, or a line indented differently from the ones beside it.
p-too-deep = The file is nested too deeply to be a lesson.
p-multiple-documents = The file holds more than one YAML document (`---`); a course file holds exactly one.
p-empty-file = The file is empty.
p-duplicate-key = The field `{ $key }` appears twice here (first on line { $first }); keep one.
p-unknown-field = Unknown field `{ $field }`. Expected one of: { $expected }.
p-threshold-about-nothing = A threshold in `{ $unit }` is about no output here (their units: { $outputs }): give it the unit of the figures it judges, e.g. `TB` for a size, or the same word for a count.
p-unknown-field-near = Unknown field `{ $field }`: did you mean `{ $near }`? Expected one of: { $expected }.
p-formula-unfinished = The formula ends too early: a number or a name is missing after the last operator.
p-formula-unclosed = A `(` in the formula is never closed: add its `)`.
p-unquoted-number-id = The id { $value } is written as a number: other YAML tools read it as a number (a leading 0 even as octal), so they would see another id. Quote it: "{ $value }".
p-calc-answer-kind = The calculator `{ $calculator }` has no output measured like `{ $unit }` (its outputs are { $measures }): after answering, the learner would open a calculator that does not work this figure out. Give the question a unit of one of those kinds, or name another calculator.
p-calc-answer-off = The answer is { $answer }, but with its defaults the calculator `{ $calculator }` gives { $gives } (output `{ $output }`, the closest): make the figures agree, or widen the tolerance if both are fair.
p-step-refused = Run on a fresh playground, `{ $run }` is refused or fails; a learner following the scenario would be stuck here. If that is the point, say so with `expect: {"{"}refused: true{"}"}`.
p-step-not-refused = The step says `{ $run }` is refused, but it ran.
p-step-plan-lacks = The step says its plan shows `{ $want }`, but `{ $run }` planned: { $plans }.
p-step-plan-has = The step says its plan has no `{ $want }`, but `{ $run }` planned: { $plans }.
p-step-rows = The step says `{ $run }` returns { $want } rows; it returned { $got }.
p-step-fullscan = The step says `{ $run }` reads at least { $want } rows in full scans; it read { $got }.
p-step-vm-steps = The step says `{ $run }` takes at most { $want } steps; it took { $got }.
p-step-touched = The step says `{ $run }` touches { $want } partitions; it touched { $got }.
p-step-hottest-below = The step says the busiest partition after `{ $run }` has at least { $want } %; it has { $got } %.
p-step-hottest-above = The step says the busiest partition after `{ $run }` has at most { $want } %; it has { $got } %.
cli-schema-write = Write all four schemas (lesson, course, bank, glossary) into DIR/schema/, where the first line of each course file points.
cli-new = Start a course or a lesson from a lint-clean skeleton.
cli-new-course = A new course folder: the manifest, a first lesson, a sample question bank and the schemas.
cli-new-course-dir = The folder to create (it must not hold anything yet).
cli-new-lesson = A new lesson in a course folder (--course, default: this folder), in its first module.
cli-new-lesson-id = The lesson's id: lowercase letters, digits, - and _.
new-exists = { $path } exists already; latih never writes over a file. Choose another name.
new-not-empty = { $path } is not empty; a new course starts in an empty or new folder.
new-bad-id = `{ $id }` is not a valid id: use lowercase letters, digits, - and _ (at most 64), starting with a letter or digit.
new-no-module = No module to put the lesson in: { $path } is missing or declares no module.
new-wrote = Wrote { $path }
new-next = Next: edit the files, then `latih lint { $dir }` checks them and `latih --course { $dir } --watch` shows them as you save.
schema-written-hint = Each course file starts with a line such as `# yaml-language-server: $schema=../schema/lesson.schema.json`, so an editor with the YAML language server completes and checks it.
cli-all-courses = Every course kept in the progress file, not only the one in use (the bundled course, or --course).
cli-lint-run = Also run every guided scenario on a fresh playground, checking that each step shows what it says, and every simulation.
p-course-without-id = The course has no `id`, so learners' progress is kept under this folder's path and moving the folder starts it afresh. Add `id: …` (an id of its own, e.g. the course's name) and `format_version: 2`, which requires it.
p-bank-in-lessons = This file has `{ $field }` and no `blocks`: it is a question bank, and banks live in the quizzes/ folder beside lessons/. Move it there.
p-lesson-in-quizzes = This file has `blocks`: it is a lesson, and lessons live in the lessons/ folder. Move it there.
p-yaml-colon = A `: ` here would start a new key where none can be: put a text that contains `: ` in quotes ("…"), or check the indentation of this line.
p-yaml-missing-colon = This line is neither `key: value` nor a list item (`- …`): a `:` after the key is missing.
p-yaml-unclosed-quote = A quoted text starts here but its closing quote is missing.
p-yaml-unclosed-bracket = A `{ $open }` opens a list or mapping here that is never closed.
p-yaml-indentation = This line does not line up with the keys above it: indent it with as many spaces as its siblings.
p-yaml-escape = An unknown escape after `\` in a double-quoted text: write `\\` for a backslash, or use single quotes ('…').
p-yaml-empty-key = A `:` with no key before it: write the field's name before the colon.
p-yaml-key-not-text = A key must be a plain name, not a list or a mapping.
p-yaml-merge = A merge key (`<<:`) takes a mapping (`*anchor` of one) or a list of them.
p-yaml-alias-in-itself = `*…` refers to the list or mapping that it stands inside: an alias cannot repeat what contains it.
p-yaml-anchor = `*…` refers to an anchor (`&…`) that is not defined above it.
p-yaml-reserved = A plain value cannot start with { $kind ->
    [backtick] a backtick
   *[other] `{ $ch }`
}: put the text in quotes.
p-follow-on = It may be defined in { $files }, which { $count ->
    [1] could not be read: fix it first.
   *[other] could not be read: fix those first.
}
p-missing-field = The required field `{ $field }` is missing.
p-wrong-type = Expected { $expected } here, found { $found }.
p-block-shape = A block is a map with exactly one key naming its type: { $expected }.
p-bad-enum = `{ $value }` is not allowed here. Use one of: { $allowed }.
p-out-of-range = { $value } is out of range; use a value from { $min } to { $max }.
p-bad-id = `{ $value }` is not a valid id: use lowercase letters, digits, - and _ (at most 64), starting with a letter or digit.
p-bad-date = `{ $value }` is not a date; write it as YYYY-MM-DD, e.g. 2026-10-26.
p-bad-url = `{ $value }` is not a web address; it must start with https:// or http://.
p-format-version = This file uses format version { $found }; this latih reads version { $supported }.
p-empty-text = The text is empty.
p-empty-list = The list is empty; it needs at least one item.
p-bad-char = The text contains a character that cannot be shown in a terminal ({ $code }).
p-missing-translation = The { $lang ->
    [id] Indonesian (`id`)
   *[en] English (`en`)
} translation is missing; readers of that language will see the other one.
p-unclosed-markup = { $kind ->
    [code] A backtick (code) is
   *[other] `{ $marker }` is
} opened but not closed; it is shown as a plain character.
p-unknown-citation = The citation [^{ $id }] names no source of this lesson; add it under `sources`.
p-table-row-length = This row has { $found ->
    [one] 1 cell
   *[other] { $found } cells
}; the header has { $expected }.
p-diagram-unlabelled = The slot { $slot } in the art has no label; add one under `labels` with `slot: { $slot }` and its `text`.
p-diagram-unused = No slot { $slot } in the art uses this label, so it is never shown; write the slot in the art or remove the label.
p-diagram-label-too-long = { $lang ->
    [id] The Indonesian label
    [en] The English label
   *[other] The label
} of slot { $slot } is { $width } columns wide but its slot holds { $room }; widen the slot in the art (spaces before its closing brace) or shorten the label.
p-diagram-too-wide = This diagram is { $width } columns wide; an 80-column terminal shows { $room } and cuts the rest.
p-callout-empty = A callout needs `text`, `items` or both.
p-duplicate-id = The id `{ $id }` is already used (first in { $first }).
p-duplicate-id-at = The id `{ $id }` is already used (first in { $first }, line { $line }).
p-broken-ref = No lesson or planned lesson has the id `{ $target }`; add it to `planned` in course.yaml if it is coming later.
p-self-ref = A lesson cannot link to itself.
p-unknown-module = The module `{ $module }` is not declared under `modules` in course.yaml.
p-no-manifest = The course manifest { $path } is missing; lessons will be listed without modules.
p-question-needs = A `{ $kind }` question needs `{ $field }`.
p-field-not-for-type = `{ $field }` is not used by a `{ $kind }` question; remove it or change `type`.
p-correct-count = { $kind ->
    [single] A single-choice question needs exactly one option with `correct: true`; this one has { $found }.
   *[multiple] A multiple-answer question needs at least one option with `correct: true`.
}
p-too-few-choices = This list needs at least { $min } entries; it has { $found }.
p-below-min = { $value } is too small here; the least allowed is { $min }.
p-unknown-bank = No question bank has the id `{ $id }`; bank files live under quizzes/.
p-unknown-question = The bank `{ $bank }` has no question `{ $id }`.
p-bank-empty = A bank needs `questions`, `drills` or both; this one has neither.
p-pass-over-checklist = `pass` is { $pass }, but the checklist has only { $items } { $items ->
    [one] point
   *[other] points
}: nobody could pass.
p-unknown-drill = No bank has a drill with the id `{ $id }`; drills live in the bank files under quizzes/.
p-unknown-calculator = No bank has a calculator with the id `{ $id }`; calculators live in the bank files under quizzes/.
p-bad-name = `{ $name }` cannot be used in a formula: a name is lowercase letters, digits and `_`, starts with a letter, and is not a function (min, max, ceil, floor, round, sqrt).
p-bad-step = `step` is `{ $step }`; it must be `1-2-5` or a positive number.
p-default-outside = The default { $value } is outside the range { $bounds ->
    [min] from { $min }
    [max] up to { $max }
   *[both] from { $min } to { $max }
}.
p-calc-unit-mismatch = The formula gives { $formula ->
    [bytes] a size in bytes
    [rate] a rate per second
    [count] a plain count
    [time] a length of time
   *[other] a mixed unit
}, but the unit `{ $unit }` is { $expected ->
    [bytes] a size in bytes
    [rate] a rate per second
    [count] a plain count
    [time] a length of time
   *[other] a mixed unit
}.
p-formula-syntax = The formula cannot be read from `{ $found }` on.
p-formula-unknown-name = The formula uses `{ $name }`, which is neither an input nor an earlier output.
p-formula-not-yet = `{ $name }` comes later (or is this output itself): a formula may use only inputs and the outputs above it.
p-formula-mismatch = The formula adds, subtracts or compares { $left ->
    [bytes] a size in bytes
    [rate] a rate per second
    [count] a plain count
    [time] a length of time
   *[other] a mixed unit
} with { $right ->
    [bytes] a size in bytes
    [rate] a rate per second
    [count] a plain count
    [time] a length of time
   *[other] a mixed unit
}; they cannot mix.
p-formula-power = A power needs a plain whole-number exponent, and a value with a unit can only be raised to one.
p-formula-args = `{ $func }` is given the wrong number of values.
p-no-lessons = The course folder cannot be read: { $path }

## Command line

cli-about = Practise system-design interviews in the terminal: lessons, exercises and reviews in Indonesian and English.
cli-after = Keys in the app: ↑↓ or j/k move, Enter opens, Space reveals an answer, L switches language, / searches, ? shows every key, z practises the questions of a lesson, q or Esc goes back. Authoring guide: docs/authoring.md; the progress file and SQL to read it: docs/progress.md.
cli-quiet = No terminal bell when a drill's time is up (also LATIH_QUIET=1, to make it a setting).
cli-drill = Start a timed oral drill: answer aloud, then tick the points you covered.
cli-drill-id = The drill's id (as in its question bank), e.g. 0032-evolve-feed-drill.
cli-unknown-drill = There is no drill `{ $id }`. Drills in this course: { $known }.
cli-calc = Work out a back-of-envelope figure with units, e.g. latih calc "5 million * 100 * 80 bytes to GB".
cli-calc-expr = The expression; quote it, or write it as several words.
cli-lang = Language of the interface and lessons: id (Indonesian) or en (English). Default: LATIH_LANG, then the system locale, then id.
cli-course = Open an instructor's course folder (with lessons/course.yaml) instead of the bundled course.
cli-watch = With --course: reload a lesson as soon as its file is saved.
cli-lint = Check every file of a course and report every problem.
cli-lint-dir = The course folder to check (also --course; default: the course the current folder is in, else the bundled course).
cli-lint-two-courses = Two different course folders were named, { $first } and { $second }; lint checks one. Name it once, as DIR or with --course.
cli-watch-needs-course = --watch reloads an instructor's course folder: name it with --course DIR.
cli-deny-warnings = Fail (exit 1) on warnings too.
cli-schema = Print the JSON Schema of the course file format, for editor completion.
cli-schema-kind = Which file: lesson, course, bank or glossary.
cli-usage = Usage:
cli-options = Options
cli-arguments = Arguments
cli-commands = Commands
cli-help = Show this help.
cli-version = Show the version.
cli-progress = The progress file (default: the platform data folder, ~/.local/share/latih/progress.sqlite3 on Linux). Also LATIH_PROGRESS.
cli-seed = Shuffle questions and options from this seed, so a session can be repeated exactly.
cli-retention = How likely you should still remember an item when it comes back (default 0.9).
cli-new-per-day = New questions a day at most (default 20).
cli-reviews-per-day = Reviews of seen questions a day at most (default 200).
cli-review = Review the questions that are due now.
cli-stats = Print what is due, reviews per day, what you remember per lesson, and your streak.
cli-export = Write the review log (every answer with its time, rating and schedule) as CSV or JSON, the answers and drill attempts as xAPI statements (--format xapi), or the course's questions as an Anki deck (--format apkg).
cli-export-format = csv or json (the review log), apkg (an Anki deck of the questions; needs --out), or xapi (the review log and drill attempts as xAPI statements).
cli-export-out = Write to this file instead of standard output.
cli-bad-retention = The retention { $value } is out of range: use a value from 0.7 to 0.99.
cli-cannot-write = Cannot write { $path }: { $detail }
cli-out-is-progress = Not writing to { $path }: it is your progress file (or leads to it). Nothing was changed; choose another file for --out.
cli-out-is-database = Not writing to { $path }: it holds an SQLite database, which the export would destroy. Nothing was changed; choose another file for --out.
cli-out-not-a-file = Not writing to { $path }: it is not a plain file (a folder, a device or a pipe). Choose a file for --out.
cli-bad-lang = Unknown language `{ $value }`: use id or en.
cli-not-a-terminal = latih needs an interactive terminal. For checks without one, use `latih lint`.

## Quizzes and reviews

help-submit = Confirm your answer.
help-grab = Pick up the step under the cursor, or put down the one you hold.
help-finish = Leave the summary and go back to where you started.
help-toggle = Tick or untick the option under the cursor (when more than one answer can be right).
help-pick = Choose the option with that number.
key-start-clock = start the clock
key-done-speaking = done
key-pause = pause / resume
key-abandon = abandon
key-to-checklist = checklist
help-start-clock = Start the clock and answer aloud, as in an interview.
help-done-speaking = Stop the clock: you have finished your answer. The sample answer comes next.
help-pause = Pause the clock, or let it run again.
help-abandon = Stop this attempt. It is recorded as abandoned, not as failed.
help-to-checklist = Go on to the checklist of points.
help-tick-point = Tick the point under the cursor if your answer covered it, or untick it.
help-checklist-done = Done ticking: see whether the attempt passed.
key-due-drill = start due drill
help-due-drill = Start the oral drill that is due for review.
quiz-drill-due = Also due: { $title }. Press d to start it.
help-continue = Go on to the next question (in a review: with the highlighted rating).
help-rate-again = Rate: Again, you did not know it. It comes back later in this session.
help-rate-hard = Rate: Hard, you knew it with effort.
help-rate-good = Rate: Good, you knew it.
help-rate-easy = Rate: Easy, you knew it at once.
key-submit = answer
key-grab = grab / drop
key-finish = finish
key-toggle = tick
key-pick = choose
key-continue = next
key-rate = rate
rate-again = Again
rate-hard = Hard
rate-good = Good
rate-easy = Easy
duration-minutes = { $n ->
    [one] 1 minute
   *[other] { $n } minutes
}
duration-hours = { $n ->
    [one] 1 hour
   *[other] { $n } hours
}
duration-days = { $n ->
    [one] 1 day
   *[other] { $n } days
}
duration-months = { $n ->
    [one] 1 month
   *[other] { $n } months
}
duration-years = { $n ->
    [one] 1 year
   *[other] { $n } years
}
interval-minutes = { $n } min
interval-hours = { $n } h
interval-days = { $n } d
interval-months = { $n } mo
interval-years = { $n } yr
home-review = Review: { $due ->
    [0] nothing due
    [one] 1 question due
   *[other] { $due } questions due
}{ $new ->
    [0] {""}
   *[other] , { $new } new
}{ $drills ->
    [0] {""}
    [one] , 1 oral drill
   *[other] , { $drills } oral drills
}
home-stats = Statistics
quiz-progress = Question { $n } of { $total }
quiz-again = asked again after a miss
quiz-pick-all = Pick every answer that applies (Space ticks, Enter confirms).
quiz-order-hint = Put the steps in order: Space picks a step up, ↑↓ move it, Space puts it down, Enter confirms.
quiz-estimate = Your estimate
quiz-recall = Your answer (optional)
quiz-recall-hint = Answer out loud or type it, then press Enter to see the model answer.
quiz-estimate-unreadable = That is not a number latih can read; try 40 GB, 40GB or 4e10 B.
quiz-right = Right.
quiz-wrong = Not this one.
quiz-partly = { $right } of { $of } right (each option or step counts once).
quiz-exact = spot on
quiz-percent-high = { $percent }% too high
quiz-percent-low = { $percent }% too low
quiz-times-high = about { $factor } times too high
quiz-times-low = about { $factor } times too low
quiz-estimate-within = { $given }: { $off }{ $exact ->
    [yes] .
   *[other] , within { $tolerance } of { $expected }.
}
quiz-estimate-outside = { $given }: { $off }; the answer is { $expected }{ $exact ->
    [yes] , and only that exact figure counts.
   *[other] {" "}(anything within { $tolerance } counts).
}
quiz-dim-bytes = a size in bytes
quiz-dim-rate = a rate per second
quiz-dim-count = a count
quiz-dim-time = a length of time
quiz-model-answer = Model answer
quiz-compare-yourself = Compare it with what you answered: this quiz is quick feedback and records nothing.
quiz-right-order = The right order
quiz-tick-first = Tick at least one option first (Space), then Enter.
quiz-rate-yourself = How well did you know it? Rate honestly: that decides when it comes back.
quiz-summary-title = Summary
quiz-summary = { $right } of { $total } right the first time.
quiz-summary-again = { $count ->
    [one] A miss brought one question back once more.
   *[other] Misses brought questions back { $count } more times.
}
quiz-practice-tag = quick feedback, not recorded
quiz-practice-done = Quick feedback only: nothing here was recorded. Enter or Esc goes back.
quiz-review-done = Every answer is recorded; each question comes back when it is due. Enter or Esc goes back.
quiz-still-waiting = Still waiting: { $due } due and { $new } new, within today's limits. Start another review from the home screen.
quiz-next-due = All done for now: the next question is due in { $when }.
quiz-nothing-due = Nothing is due right now.
quiz-nothing-due-next = Nothing is due right now; the next question is due in { $when }.
quiz-no-storage = Reviews need the progress file, which cannot be used: { $problem }
quiz-not-recorded = This answer could not be recorded: the review session has not been opened in the progress file yet.
quiz-rating-not-now = After a wrong answer the only rating is Again: the question comes back later.

## Statistics

stats-loading = Reading the progress file…
stats-due = Due
stats-today = today
stats-tomorrow = tomorrow
stats-in-days = in { $n } days
stats-heatmap = Reviews per day, last 12 weeks
stats-legend = from { $from }:  · none  ░ 1–2  ▒ 3–5  ▓ 6–10  █ 11+
stats-drills = Oral drills
stats-drill-passed = { $passed } of { $finished } passed{ $abandoned ->
    [0] {""}
   *[other] , { $abandoned } abandoned
}
stats-retention = Remembered, per lesson
stats-no-reviews = No reviews yet.
stats-reviews = { $count ->
    [one] 1 review
   *[other] { $count } reviews
}
stats-streak = Streak: { $days ->
    [0] no review today or yesterday.
    [one] 1 day in a row.
   *[other] { $days } days in a row.
}
stats-totals = { $reviews ->
    [one] 1 review
   *[other] { $reviews } reviews
} in all, { $items ->
    [one] 1 question
   *[other] { $items } questions
} seen.
weekday-1 = Mon
weekday-2 = Tue
weekday-3 = Wed
weekday-4 = Thu
weekday-5 = Fri
weekday-6 = Sat
weekday-7 = Sun

## Progress file

store-not-sqlite = { $path } is not a latih progress file (not SQLite). It was left untouched; choose another file with --progress.
store-corrupt = { $path } is damaged ({ $detail }). It was left untouched; keep a copy and use --progress to start a new file.
store-newer = { $path } was written by a newer latih (format { $found }; this one reads up to { $supported }). It was left untouched; update latih.
store-foreign = { $path } is an SQLite database of another program, not a latih progress file. It was left untouched; choose another file with --progress.
store-bad-version = { $path } says it is at progress file version { $found }, which no latih writes. It was left untouched; keep a copy and use --progress to start a new file.
store-needs-update = { $path } is in an older format ({ $found }). Open it once with `latih` (which updates it, keeping a backup) and try again.
store-read-only = { $path } cannot be written (read-only). Progress cannot be kept.
store-no-folder = The folder for { $path } does not exist. Create it, or choose another file with --progress.
store-full = The disk holding { $path } is full. Your answers are kept in memory and written as soon as there is room.
store-busy = { $path } is busy in another latih. Try again in a moment.
store-other = { $path }: { $detail }

## Format descriptions (latih schema)

schema-text = Text in both languages, `{"{"}id: …, en: …{"}"}`, or one string that is the same in both.
schema-lesson-root = One latih lesson.
schema-course-root = The course manifest: title, modules and planned lessons.
schema-lesson-format_version = Version of the lesson format; this latih reads 1.
schema-lesson-id = Stable id of the lesson, used by links and progress; lowercase letters, digits, - and _.
schema-lesson-code = The code shown to learners, such as M13.04 or 0032.
schema-lesson-module = Id of the module or track this lesson belongs to (declared in course.yaml).
schema-lesson-order = Position within the module; lower comes first.
schema-lesson-minutes = Estimated reading and practice time in minutes.
schema-lesson-title = Title of the lesson.
schema-lesson-subtitle = Optional subtitle shown under the title.
schema-lesson-question = The guiding question the lesson answers.
schema-lesson-goals = What the learner can do after the lesson.
schema-lesson-prerequisites = What the learner should know first, optionally pointing to a lesson.
schema-lesson-blocks = The body of the lesson, in order.
schema-lesson-links = Previous, next and related lessons.
schema-lesson-sources = Numbered sources that the text cites with [^id].
schema-lesson-last_reviewed = Date of the last content review, YYYY-MM-DD.
schema-prerequisite-lesson = Id of the lesson that teaches it, existing or planned.
schema-prerequisite-text = What the learner should already know.
schema-links-prev = The lesson before this one.
schema-links-next = The lesson after this one.
schema-links-related = Other lessons worth reading.
schema-link-lesson = Id of the linked lesson, existing or planned.
schema-link-note = Why the link matters.
schema-source-id = Id used to cite this source: [^id].
schema-source-title = Title of the source.
schema-source-url = Web address of the source.
schema-source-note = What the lesson takes from it.
schema-block-heading = A section heading; sections appear in the table of contents.
schema-block-paragraph = A paragraph with **bold**, *italic*, `code` and [^source] citations; `- ` lines make a list.
schema-block-list = A bullet or numbered list.
schema-block-table = A table with a header row.
schema-block-code = Code such as SQL, shown verbatim.
schema-block-callout = A highlighted box: notes, assumptions, failure modes, counter-examples.
schema-block-exercise = An exercise whose answer stays hidden until the learner reveals it.
schema-list-ordered = true for a numbered list.
schema-list-items = The items.
schema-table-caption = Text shown above the table.
schema-table-header = Column titles.
schema-table-rows = Rows, each with one cell per column.
schema-table-align = Alignment per column: left, right or center.
schema-code-lang = Language of the code, such as sql.
schema-code-caption = Text shown above the code.
schema-code-text = The code, exactly as it should appear.
schema-callout-kind = note, assumption, failure, counterexample, summary or tip.
schema-callout-title = Title; by default one that fits the kind.
schema-callout-text = Text of the box.
schema-callout-items = Points listed in the box.
schema-exercise-id = Stable id of the exercise.
schema-exercise-title = Short title of the exercise.
schema-exercise-prompt = The task.
schema-exercise-answer = The worked answer, hidden until revealed.
schema-block-diagram = A box-and-arrow drawing written as text, its labels in the reader's language.
schema-exercise-diagram = A diagram shown with the answer: the drawing the learner was asked to sketch.
schema-diagram-caption = Text shown above the drawing.
schema-diagram-art = The drawing as written, with a slot `{"{"}name   {"}"}` wherever a label goes; never re-wrapped.
schema-diagram-labels = The label of each slot, in both languages; each must fit its slot.
schema-diagram-label-slot = The name of the slot in the art.
schema-diagram-label-text = The label, at most as wide as its slot in each language.
schema-course-format_version = Version of the course manifest format: 2 (which requires the course `id`), or 1 as earlier releases wrote it. Lessons, banks and the glossary stay at 1.
schema-course-title = Title of the course.
schema-course-modules = Modules and tracks, in the order the course map shows them.
schema-course-planned = Lessons that are announced but not written yet; links to them say "not available yet".
schema-module-id = Id that lessons use in `module`.
schema-module-code = Short code, such as M13.
schema-module-title = Title of the module or track.
schema-planned-id = Id of the future lesson.
schema-planned-code = Code of the future lesson.
schema-planned-title = Title of the future lesson.
schema-planned-module = Module it will belong to; it then appears greyed in the course map.
schema-bank-root = A bank of quiz questions, one file under quizzes/.
schema-block-quiz = A quiz in the lesson: quick feedback, not recorded.
schema-block-review = A review session of other lessons' questions, recorded and scheduled.
schema-quiz-bank = Id of the question bank.
schema-quiz-questions = Ids of the questions to ask (default: all of the bank).
schema-quiz-title = Title of the quiz.
schema-review-lessons = Lessons whose questions come back in this review.
schema-review-title = Title of the review.
schema-review-text = What the review is for.
schema-bank-format_version = Version of the question bank format; this latih reads 1.
schema-bank-id = Stable id of the bank.
schema-bank-lesson = The lesson the questions belong to.
schema-bank-title = Title of the bank.
schema-bank-questions = The questions.
schema-bank-calculators = Back-of-envelope calculators: inputs the learner changes and outputs that follow.
schema-block-calculator = A calculator from a bank, shown in the lesson with every output worked out.
schema-calculator-card-id = Id of the calculator, as written in its bank.
schema-calculator-card-title = Title shown above it; the calculator's own title by default.
schema-calculator-id = Stable id of the calculator, unique in the course.
schema-calculator-title = Short title of the calculator.
schema-calculator-inputs = The inputs, each with a name, label, unit, default and optionally a range and a step rule.
schema-calculator-outputs = The outputs, each a formula over the inputs and the outputs above it.
schema-scenario-step-expect = What the step's output must show; `latih lint --run` runs the scenario on a fresh playground and checks it.
schema-step-expect-plan = Text that must appear in the plan of one of the step's statements, e.g. `SCAN follows`.
schema-step-expect-not_plan = Text that must appear in no plan of the step, e.g. `SCAN` once the index is there.
schema-step-expect-rows = Rows the step's last statement returns.
schema-step-expect-refused = true when the step is meant to be refused (a command the lesson shows being stopped).
schema-step-expect-fullscan_at_least = Rows the step's statements read in full table scans, at least.
schema-step-expect-vm_steps_at_most = Virtual machine steps of the step's statements together, at most.
schema-step-expect-touched = Partitions the step touched: the most any one of its steps asked (1 by the list's own key, every partition for a scatter-gather).
schema-step-expect-hottest_at_least = The busiest partition's share of the step's first chart, in percent, at least.
schema-step-expect-hottest_at_most = The busiest partition's share of the step's first chart, in percent, at most.
schema-course-id = The course's own id: learners' progress is kept under it, so it never changes once learners use the course. Required from format_version 2.
schema-calculator-thresholds = Messages about every output that measures the same thing (any size, any time, or counts and rates of one word), each with its unit: a line written once for all sibling figures.
schema-calc-input-name = Name used in formulas: lowercase letters, digits and _, starting with a letter.
schema-calc-input-label = What the input is, as the learner reads it.
schema-calc-input-unit = Unit of the value: B, KB, GB, TB, a rate such as posts/s, or a word naming what is counted.
schema-calc-input-default = The value the calculator starts with and goes back to on reset.
schema-calc-input-min = Smallest value allowed.
schema-calc-input-max = Largest value allowed.
schema-calc-input-step = How Left and Right change it: 1-2-5 (1, 2, 5, 10, 20 …) or a number to add.
schema-calc-output-name = Name later formulas use for this output.
schema-calc-output-label = What the output is, as the learner reads it.
schema-calc-output-formula = The formula, over inputs and earlier outputs, with + - * / ^, min, max, ceil, floor, round, sqrt and sizes like 8 B.
schema-calc-output-unit = Unit to show the result in; it must measure what the formula gives.
schema-calc-output-thresholds = Messages shown when the result passes a value.
schema-threshold-above = The value above which the message applies, in `unit` (or, on an output, in the output's unit when no unit is given).
schema-threshold-unit = The unit of `above` (`TB`, `edges`, `writes/s`); required on a calculator's own thresholds, where it also says which outputs they are about.
schema-threshold-message = What passing it means, e.g. that it no longer fits on one machine.
schema-bank-drills = Timed oral drills: speak an answer against the clock, then tick the points you covered.
schema-block-drill = A card that starts a timed oral drill from a bank.
schema-drill-card-id = Id of the drill, as written in its bank.
schema-drill-card-title = Title of the card; the drill's own title by default.
schema-drill-id = Stable id of the drill, unique among the course's questions and drills; results are recorded under it.
schema-drill-title = Short title of the drill.
schema-drill-prompt = The interview question to answer aloud.
schema-drill-seconds = Time limit for the spoken answer, in seconds (10 to 3600).
schema-drill-sample = A sample answer, shown only after the learner has finished speaking.
schema-drill-checklist = The points a good answer covers; the learner ticks those they covered.
schema-drill-pass = How many points must be ticked to pass; at most the number of points.
schema-drill-hints = Hints shown on the prompt screen before starting.
schema-check-item-id = Stable id of the point within its drill; ticks are recorded under it.
schema-check-item-text = The point as shown on the checklist; short enough to recognise at a glance.
schema-question-id = Stable id of the question, unique across all banks; progress is keyed on it.
schema-question-type = single, multiple, numeric, ordering, recall or challenge.
schema-question-prompt = The question.
schema-question-options = single / multiple: the options, with `correct: true` on the right ones.
schema-question-steps = ordering: the steps, listed in their correct order.
schema-question-value = numeric: the expected value, in `unit`.
schema-question-unit = numeric: the unit, such as GB, B, /s or a word such as edges.
schema-question-tolerance = numeric: how far off is still right: a percent either side (default 10), a factor such as x2, or magnitude (within a factor of about 3).
schema-question-calculator = numeric, optional: id of the calculator that works out the estimate; c opens it after the answer. If omitted, the lesson's first calculator is offered.
schema-question-answer = recall: the model answer.
schema-question-explanation = Why the answer is what it is, shown after answering.
schema-option-id = Stable id of the option within its question.
schema-option-text = The option.
schema-option-correct = true for a right option.
schema-step-id = Stable id of the step within its question.
schema-step-text = The step.

## Drills

drill-unknown = There is no drill `{ $id }` in this course.
drill-not-recorded = This attempt could not be recorded: saving its start to the progress file failed.
drill-spoken = You spoke for { $time }.
drill-spoken-over = You spoke for { $time }, { $over } over the limit.
drill-instructions = Answer aloud, as you would in an interview, until you are done or the time is up. The sample answer opens only after you stop the clock.
drill-hints = Hints
drill-history = Earlier attempts
drill-no-attempts = No attempts yet.
drill-passed-short = passed
drill-failed-short = not passed
drill-abandoned-short = abandoned
drill-most-missed = Missed most often
drill-missed-times = missed in { $n } of { $of } { $of ->
    [one] attempt
   *[other] attempts
}
drill-press-start = Press Enter to start the clock.
drill-sample = Sample answer
drill-next-checklist = Compare it with what you said. Enter goes on to the checklist.
drill-which-points = Which points did your answer cover? Tick them with Space.
drill-ticked = { $n } of { $items } ticked; passing needs { $pass }.
drill-result-passed = Passed: { $n } of { $items } points (needs { $pass }).
drill-result-failed = Not passed: { $n } of { $items } points (needs { $pass }).
drill-missed = Points you missed
drill-comes-back = This drill comes back in { $when }.
drill-done = The attempt is recorded. Enter or Esc goes back.
drill-paused = Paused. Space lets the clock run again.
drill-time-up = Time is up. Finish your sentence, then press Enter.
drill-speak = Answer aloud now. Enter when you are done; Space pauses.

## Scratchpad

calc-empty = There is nothing to work out: write an expression such as 800 * 8 bytes * 10 million to GB.
reader-calculator = Calculator

## Calculator screen
calc-inputs = Inputs
calc-results = Results
calc-intro = Change an input and every result updates at once. Type a value with its unit or a scale word: 5M, 5 million, 80 B, 1.5 KB.
calc-type-hint = type a value, such as 5M, 5 million, 80 B or 1.5 KB
calc-step = ←→ { $step }
calc-step-range = ←→ { $step } · allowed { $range }
calc-per-second = { $n }/s
calc-no-value-why = cannot be worked out: { $why }
calc-division-by-zero = division by zero
calc-overflow = too large, or not a number
calc-wrong-unit = { $kind ->
    [bytes] this input is a size in bytes: try 80 B or 1.5 KB
    [rate] this input is a rate in { $unit }: try 100/s or 20k/s
    [time] this input is a length of time in { $unit }: try 1 ms or 2 s
   *[count] this input is a number of { $unit }; type it without a unit: try 5M or 200
}
calc-out-of-range = outside the allowed range ({ $range })
calc-reset-done = Every input is back to its value in the lesson.
calc-unknown = There is no calculator `{ $id }` in this course.
key-step = change
key-edit = type a value
key-reset = reset
key-set = set
key-cancel = cancel
key-open-calc = calculator
help-step-down = Lower the selected input by one step (a fixed step, or 1-2-5 for large counts).
help-step-up = Raise the selected input by one step.
help-edit = Type a value into the selected input (a digit starts typing too); every result updates as you type.
help-reset = Put every input back to its value in the lesson.
help-set = Use the typed value.
help-cancel-edit = Stop typing and keep the earlier value.
help-open-calc = Open the calculator behind this estimate and work it through.

## Scratchpad
home-scratchpad = Scratchpad: arithmetic with units
scratch-intro = Work out sums, with or without units: 5 million * 100 * 80 bytes to GB, 1 TB / 86400 s to MB/s, or 3000 * 200. Numbers and scale words read as in the rest of latih (1.5, 20,000, 5 juta, 2 billion); end a line with to GiB, to ms or to million to choose how the answer is shown. A name you set (a = 5 million) works on later lines.
key-evaluate = work out
key-history = earlier lines
key-clear = clear
key-stop = stop
key-leave = leave
help-evaluate = Work out the line.
help-history-prev = Bring back the previous line.
help-history-next = Bring back the next line.
help-clear-history = Clear every line and name.
reader-open-calc = Press Enter to open the calculator and change its inputs.
calc-needs = depends on a result above

## Playground
play-sql = SQL
play-plan = plan
play-cost-label = cost
play-cost = { $rows ->
    [one] 1 row
   *[other] { $rows } rows
} returned · { $scanned } full-scan steps · { $steps } VM steps · { $sorts ->
    [one] 1 sort
   *[other] { $sorts } sorts
} · { $autoindex ->
    [one] 1 automatic index
   *[other] { $autoindex } automatic indexes
} · { $time }
play-followed = Account { $a } now follows account { $b }.
play-already-follows = Account { $a } already follows account { $b }: the primary key (follower_id, followee_id) refuses the same edge twice, so nothing changed.
play-unfollowed = Account { $a } no longer follows account { $b }.
play-not-following = Account { $a } does not follow account { $b }; nothing to remove.
play-self-follow = An account cannot follow itself.
play-no-such-user = There is no account { $id }: ids go from 1 to { $users }.
play-no-users = There are no accounts yet: make some with gen, for example gen users=10000 avg=50.
play-next-cursor = Next page: after={ $cursor }
play-end-of-list = End of the list.
play-index-created = Reverse index follows_by_followee (followee_id, follower_id) created: the followers list is now a SEARCH.
play-index-dropped = Reverse index dropped: the followers list now scans the whole table.
play-index-already-on = The reverse index is already there.
play-index-already-off = There is no reverse index to drop.
play-count = Account { $user } has { $exact ->
    [one] 1 follower
   *[other] { $exact } followers
}; its counter agrees.
play-count-stale = Account { $user } has { $exact ->
    [one] 1 follower
   *[other] { $exact } followers
}, but its counter still says { $counter }: { $pending ->
    [one] 1 update has
   *[other] { $pending } updates have
} not been applied yet. Run repair counters to recompute them from the edges.
play-lag = Counter updates now wait { $lag ->
    [one] 1 command
   *[other] { $lag } commands
} before they are applied ({ $pending } waiting).
play-repaired = Counters recomputed from the edges: { $users ->
    [0] none was wrong.
    [one] 1 was wrong, off by { $drift } in total.
   *[other] { $users } were wrong, off by { $drift } in total.
}
play-mutual = { $count ->
    [one] 1 account is
   *[other] { $count } accounts are
} followed by both.
play-fof = { $found ->
    [one] 1 account
   *[other] { $found } accounts
} { $hops } hops away that { $user } does not follow yet, found by examining { $edges ->
    [one] 1 edge
   *[other] { $edges } edges
}.
play-fof-capped = The walk stopped at the limit; there are more accounts.
play-too-many-hops = Three hops without a limit would examine about { $estimate } edges, so it was not run. Add a limit, for example limit=1000.
play-generated = Generated { $users } accounts and { $edges } edges in { $seconds } s ({ $rate } edges/s).
play-explain-on = SQL, query plans and costs are shown after each command.
play-explain-off = SQL, query plans and costs are hidden; explain on shows them again.
play-reset = The playground database is empty again.
play-sql-rows = { $rows ->
    [one] 1 row.
   *[other] { $rows } rows.
}
play-sql-changed = { $rows ->
    [one] 1 row changed.
   *[other] { $rows } rows changed.
}
play-interrupted = The statement ran longer than { $ms } ms and was stopped.
play-cancelled = Stopped, as you asked.
play-refused = { $what } is not allowed in the playground.
play-one-statement = One statement at a time, please.
play-sql-error = SQLite says: { $message }
play-unchanged = The database is unchanged.
play-stats-line = { $name } ({ $kind }): { $rows ->
    [one] 1 row
   *[other] { $rows } rows
}, { $bytes } bytes
play-help-intro = Commands (the same words in both languages):
play-empty = Type a command, or help to see them all.
play-unknown = There is no command { $word }; help lists them all.
play-unknown-near = There is no command { $word }; did you mean { $near }?
play-missing = Missing: { $what }.
play-bad = { $what }: { $value } is not valid.
play-both-pagings = Use either after= (a cursor) or offset=, not both.
play-too-many = { $extra } is not part of this command.
play-usage = Usage: { $usage }
play-help-gen = A synthetic graph: each account follows about K others; celebrity k (1..C) is followed by about M/k. The same seed gives the same graph.
play-help-follow = A follows B (refused if it already does).
play-help-unfollow = A stops following B.
play-help-following = The accounts A follows, by the primary key; page with a cursor (after=) or OFFSET (offset=).
play-help-followers = The accounts that follow B: fast with the reverse index, a full scan without it; on partitions, via= picks the follows table, the reverse table or the global index.
play-help-index = Create or drop the reverse index (followee_id, follower_id).
play-help-count = B's followers counted with COUNT(*), beside its denormalised counter.
play-help-counters = Delay counter updates by N commands, so a counter can be seen out of date.
play-help-repair = Recompute every counter from the edges and say how far off they were.
play-help-mutual = The accounts both A and B follow.
play-help-partition = Split the store into N partitions (1 to 64), each a SQLite database of its own, by the hash of follower_id or followee_id; every edge moves to its partition.
play-help-unpartition = Move every edge back into the one store and delete the partitions.
play-help-hotspot = Rows per partition (and reads and writes since the last workload) as bars, with the busiest partition's share.
play-help-buckets = Spread each account with more than T followers over K buckets (its follower's hash picks one), in every table split by followee; buckets off undoes it.
play-help-workload = Run N operations (default 10,000): reads (followers pages and counts) and follows, on accounts drawn with the generator's skew; then load per partition.
play-help-reverse = A second table, followers by followee, split by followee, filled from the follows table.
play-help-sync = How follows reach the reverse table: dual-write (two writes), outbox (one transaction and a relay) or cdc (triggers and a relay).
play-help-fault = Make the next follow stop between its two writes (or the next relay between applying and marking).
play-help-relay = Deliver what waits in the outbox or change log now; lag=N keeps the relay N commands behind; replay delivers the last batch again.
play-help-reconcile = Compare the follows table with the reverse table, report missing and extra rows per partition and repair them, then the counters.
play-help-gsi = A global index by followee on a table split by follower, optionally covering; follows then write two partitions.
play-help-load = Time point lookups on every partition and turn them into requests a second per partition and in all.
play-help-fof = Accounts two hops from A (friends of friends), or three with a limit: each once, without A and whom A already follows, ranked by the paths that reach it; shows the edges examined.
play-help-sql = Any one SQL statement on the playground database; stopped after 2 s; ATTACH and extensions are refused.
play-help-explain = Show or hide the SQL, query plans and costs.
play-help-stats = Rows and bytes of every table and index.
play-help-reset = Empty the playground database. reset ID opens a playground the course defines, fresh; reset follow-graph comes back to this one.
play-help-help = Every command, or one in detail.
cli-play = The playground: run commands on a real SQLite follow graph, from a script or standard input (the help command lists the commands).
cli-play-db = Keep the playground in this SQLite file instead of in memory (never the progress file).
cli-play-script = A file of commands, one per line; # starts a comment. Without it, commands are read from standard input.
cli-feed = The news-feed simulator (lesson 0032): fan-out on read, on write and the hybrid over a generated follow graph, from a script or standard input (the command help lists them).
cli-feed-redis = Keep the feed cache on this Redis server (redis://HOST:PORT/DB) instead of in the process; latih uses only its own keys.
cli-feed-redis-force = Use that Redis database even though it holds keys that are not latih's (they are left alone).
cli-feed-script = A file of simulator commands, one per line; # starts a comment. Without it, commands are read from standard input.
play-db-is-progress = { $file } is your progress file; the playground keeps its own database. Choose another file for --db.
play-db-not-ours = { $file } is a database of something else, not a playground; it was left untouched. Choose a new file for --db.
play-db-open = The playground database { $file } cannot be opened: { $detail }
play-script-unreadable = The script { $file } cannot be read: { $detail }
play-line-mode = The latih playground. Type a command (help lists them all); Ctrl-D ends.
play-time-label = time
p-unknown-scenario = No bank has a playground scenario with the id `{ $id }`; scenarios live in the bank files under quizzes/.
p-scenario-no-reset = A scenario starts from a clean playground: its first step should be `reset`, not `{ $first }`. Until it is, latih adds a `reset` before it; `latih lint --fix` writes the step into the file.
p-bad-play-command = The playground rejects `{ $command }`: { $why }
play-no-scenario = There is no playground scenario `{ $id }` in this course.
play-busy = A command is still running: wait for it, or stop it.
home-playground = Playground: the follow graph on a real SQLite database
key-run = run
key-complete = complete
help-complete = Complete the command word, or list the matches.
help-command-prev = Bring back the previous command.
help-command-next = Bring back the next command.
help-output-up = Scroll the output up a page.
help-output-down = Scroll the output down a page.
play-stopped = The playground is not running: its database could not be opened (see above). Leave with Esc.
play-title = Playground
play-schema = Schema
play-running = Running { $command }…
play-step = Step { $n } of { $of }
play-guide-done = That was the last step. Go on with your own commands.
play-empty-log = Type a command and press Enter; help lists them all. Start with gen users=10000 avg=50 celebrities=3 max=5000.
play-completions = Commands: { $list }
reader-playground = Playground
reader-playground-facts = { $steps ->
    [one] 1 step
   *[other] { $steps } steps
}
reader-open-playground = Press Enter to open the playground at the first step.
schema-bank-scenarios = Guided playground scenarios: a short script with an explanation before each command.
schema-block-playground = A card that opens the playground at the first step of a scenario.
schema-playground-card-id = The id of a scenario in a bank.
schema-playground-card-title = Shown instead of the scenario's own title.
schema-scenario-id = Stable id of the scenario, unique across all banks.
schema-scenario-title = Shown on the card and in the playground's title bar.
schema-scenario-steps = The steps, in order; each explains, then runs one command.
schema-scenario-step-text = What to watch for in this step.
schema-scenario-step-run = The playground command the step runs (lint checks that the playground accepts it).
play-kind-table = table
play-kind-index = index

## Answers waiting for the progress file

key-retry = try again
help-retry = Try writing the waiting answers to the progress file again (free some disk space first).
key-quit-anyway = quit without them
help-quit-anyway = Quit now; the answers that could not be written are lost.
key-stay = stay
help-stay = Keep latih open; the answers stay in memory and are tried again every few seconds.
unsaved-title = Answers not written yet
unsaved-body = { $count ->
      [one] 1 answer is
     *[other] { $count } answers are
  } still in memory: neither the progress file nor a recovery file beside it could take { $count ->
      [one] it
     *[other] them
  }. Free some disk space and try again, or quit without { $count ->
      [one] it
     *[other] them
  }.
unsaved-reason = Reason: { $detail }
unsaved-badge = ⚠ { $count ->
      [one] 1 answer
     *[other] { $count } answers
  } not written yet
cli-unsaved-recovery = { $count ->
      [one] 1 answer
     *[other] { $count } answers
  } could not be written to { $path } (see why below). { $count ->
      [one] It is
     *[other] They are
  } kept in { $file } and will be written the next time latih starts with this progress file.
cli-unsaved-lost = { $count ->
      [one] 1 answer was
     *[other] { $count } answers were
  } not written to { $path }: you chose to quit without { $count ->
      [one] it
     *[other] them
  }.
recovered = { $count ->
      [one] 1 answer
     *[other] { $count } answers
  } from last time (kept in { $file }) written to the progress file.
recovery-failed = Answers from last time are waiting in { $file } but could not be written yet: { $detail }. The file is kept; latih tries again next start.

## Playground database safety

play-db-damaged = The playground database { $file } is damaged ({ $detail }), probably by a crash while it was being written. It was left as it is; delete it (a playground holds nothing you cannot generate again) or choose another file for --db.
play-gen-too-big-memory = Not generated: this graph would have about { $edges } edges (about { $size }, some { $seconds } s), and a playground in memory takes at most { $limit }. Use fewer users or a smaller avg, or a file with --db.
play-gen-too-big-file = Not generated: this graph would have about { $edges } edges (about { $size }, some { $seconds } s), and a playground file takes at most { $limit }. Use fewer users or a smaller avg.

## Course files that are not read

p-outside-course = This is a link to { $target }, outside the course folder; latih does not follow links out of a course and did not read it. Copy the file into the course instead.
p-not-a-file = This is not a plain file (a pipe, a device or a socket); latih reads only plain files and did not open it.

## Bounded input

p-formula-too-deep = This formula nests brackets, signs or powers more than { $depth } deep, or is longer than { $len } characters. Split it into outputs that build on each other.
calc-too-nested = `{ $expr }` nests brackets more than { $depth } deep or is longer than { $len } characters; the scratchpad does not read it.
field-full = This field takes at most { $max } characters; the rest was left out.
p-too-big-nodes = The file expands to more than { $limit } values (through aliases or sheer size), far more than a lesson holds. Write the repeated parts out, or split the file.
p-too-big-text = The text of the file's values adds up to more than { $limit } KB (through aliases or sheer size), far more than a lesson holds. Write the repeated parts out, or split the file.
p-too-big-aliases = The file repeats its anchors through aliases (`*name`) far more than a lesson needs. Write the repeated parts out instead.

## Start-up notices

cli-bad-lang-env = LATIH_LANG={ $value } is not a language latih knows (id or en); using { $lang }.
cli-empty-progress = LATIH_PROGRESS is set but empty. Name the progress file in it, or unset it to use the default place.
cli-no-home = HOME is not set, so your progress is kept in { $path }. Set HOME, or choose the file with --progress or LATIH_PROGRESS.
cli-dumb-terminal = This terminal (TERM=dumb) cannot draw latih's screen. Run latih in a full terminal, or use the commands that print lines: latih lint, play, calc, stats, export.

## Reading figures

read-empty = Type a number first, such as 40 GB.
read-not-a-number = `{ $text }` does not start with a number; write one first, such as 40 GB or 5 juta.
read-bad-number = `{ $text }` is not a number latih can read; write it as 40000, 40,000, 4e4 or 1.5.
read-unknown-word = `{ $word }` is not a unit latih knows. Sizes: B, KB, MB, GB, TB, GiB, bit, Gb; times: ns, µs, ms, s, min, h, day; rates: /s, per second; scale words: thousand, k, million, billion.
read-ambiguous-b = `b` could mean bits or billions: write bit, B (bytes) or bn.
read-ambiguous-m = `m` could mean minutes or millions: write min or million.
read-no-time-after-per = `{ $word }` needs a unit of time after it, such as /s or per day.
read-too-large = That number is too large to work with.
read-note-separator = `{ $typed }` was read as { $value }; for { $other } write { $plain }.
read-note-bytes = `{ $typed }` was read as { $read } (bytes); for bits write { $bits }.
read-note-m-miliar = `M` was read as miliar (a thousand million); for juta write jt.
read-note-m-million = `M` was read as million; for a thousand million write bn.
dim-byte-rate = a size per second
dim-other = a compound quantity
quiz-retype-kind = This question asks for { $dim }; write the answer in such a unit, or as a plain number in { $unit }.
quiz-retype-bits = You wrote bits, but the question asks in bytes ({ $unit }); a byte is 8 bits. Write the answer in bytes.
quiz-retype-bytes = You wrote bytes, but the question asks in bits ({ $unit }); a byte is 8 bits. Write the answer in bits.
quiz-retype-two-ways = { $note } Which did you mean? Type it again.
expr-unfinished = The line ends too soon: something is missing after the last sign or bracket.
expr-syntax = `{ $found }` does not belong there. The scratchpad works with figures and units, + - * / ^, brackets, min, max, sqrt, round, and `to UNIT` at the end.
expr-unknown-name = `{ $name }` is no unit and no name set on an earlier line; set it first, such as { $name } = 5 million.
expr-mismatch = Cannot add or compare { $left } and { $right }: they measure different things.
expr-bad-power = A power of a figure with a unit must be a whole number up to 8, and an exponent has no unit.
expr-bad-function = `{ $name }` cannot take that value: sqrt needs a unit that has a square root, log a plain number above zero, and the others one value.
expr-division-by-zero = Division by zero.
expr-bad-target = `{ $target }` after `to` is not a unit; try GB, GiB, ms, MB/s or million.
expr-wrong-target = The answer is { $kind }; it cannot be shown in { $target }.
expr-reserved = `{ $name }` is a unit, a function or a keyword; choose another name.

## Scheduling settings

cli-day-starts-at = The hour (0-23) your day starts, as in Anki: reviews after midnight and before it count for the day before (default 4; --save keeps it for the course).
cli-learning-steps = Learning steps of a new question, such as "1 min, 10 min" (Anki's default); "none" graduates it at once.
cli-relearning-steps = Relearning steps of a forgotten question, such as "10 min" (Anki's default); "none" sends it straight back to days.
cli-no-fuzz = Give every interval exactly as FSRS computes it, without the small spread that keeps questions learnt together from all coming back on one day.
stats-sessions = Recent sessions (replay one's shuffles with its --seed)
stats-session-due = Due questions
stats-session-answered = { $answered } answered, { $right } right
key-mouse = mouse
key-optimize = fit scheduler
help-optimize = Fit the scheduler to your own reviews (as latih optimize does); the fit is kept only if it predicts your answers better.
optimize-no-storage = The scheduler is fitted to the reviews in the progress file, which cannot be used in this run.
stats-optimizing = Fitting the scheduler to your reviews…
key-retry-missed = retry missed
help-retry-missed = Practise the questions you missed again now, reshuffled (quick feedback, not recorded).
quiz-missed = Missed the first time ({ $count }):
quiz-retry-hint = Press r to practise { $count ->
    [one] it
   *[other] them
} again now, reshuffled (not recorded).
quiz-retry-title = Missed questions
help-mouse = Turn mouse capture off, so the terminal selects and copies text, or back on, so the wheel scrolls.
mouse-off = Mouse off: drag to select text and copy it as your terminal does; F2 turns the wheel back on.
mouse-on = Mouse on: the wheel scrolls; F2 turns it off to select text.
cli-no-mouse = Start with mouse capture off, so the terminal selects text (F2 switches it in the app).
cli-no-cache = Parse every course file again instead of reading what earlier runs kept in the cache folder (also LATIH_NO_CACHE=1; the folder is LATIH_CACHE, or the platform's cache folder).
cli-bad-seed = The seed `{ $value }` is not a whole number: use the number a session was recorded with, such as 42 (the statistics list recent sessions with their seeds).
cli-bad-steps = The steps `{ $value }` cannot be read: write lengths of time separated by commas, such as "1 min, 10 min", or "none".
home-review-later = {" "}({ $n } more later today)
home-loading = Loading the course
home-loading-folder = reading its folder
home-loading-count = { $done } of { $total } files
home-loading-checking = every file read; checking them together
home-review-loading = Review: what is due is counted once the course has loaded
home-still-loading = Still loading the course ({ $done } of { $total } files): this opens when it is done.
home-still-loading-folder = Still reading the course folder: this opens when the course has loaded.
home-load-failed = The course could not be loaded: its loader stopped. Quit and start latih again; `latih lint` says what is wrong with a course folder.
home-review-held = {" "}· daily limit reached, { $n ->
      [one] 1 more due
     *[other] { $n } more due
  }
quiz-limit-reviews = Today's limit of { $limit } reviews is reached; { $n ->
      [one] 1 more question is
     *[other] { $n } more questions are
  } due (raise it with --reviews-per-day).
quiz-limit-new = Today's { $limit } new questions are done; { $n } more wait for the coming days (raise it with --new-per-day).
stats-true-retention = True retention: { $percent } of { $of ->
      [one] 1 first answer
     *[other] { $of } first answers
  } to questions last seen on an earlier day (Anki's measure of what the schedule keeps).
stats-first-right = First answers right: { $percent } of { $of ->
      [one] 1 first answer
     *[other] { $of } first answers
  } of a question on a day, new questions included.
cli-optimize = Fit the scheduler to this course's reviews (every course's with --all-courses), as Anki's optimise does: shows how well it predicted your answers before and after, keeps the fit when it does better, and recalculates every question's memory with it.
optimize-not-enough = None of your { $have } answers came on a later day than the question's answer before it, so nothing yet shows how your memory fades. FSRS's default parameters stay; they suit most learners.
optimize-failed = The FSRS optimiser could not fit your reviews ({ $detail }); the scheduler keeps the parameters it had.
optimize-result = Fitted to { $reviews } answers ({ $items } training histories: each question's answers up to each later one). Log loss (how far predictions were from your answers, lower is better): { $before } with the parameters in use, { $after } fitted.
optimize-kept-old = The fit predicts no better, so the parameters in use are kept.
optimize-saved = The fitted parameters are kept for every course that has no fit of its own, and used from now on; --retention still sets how much you aim to remember.
stats-fitted = Scheduler: FSRS fitted to your { $reviews } reviews on { $date } (log loss { $before } → { $after }); run latih optimize again as your reviews grow.
stats-default-parameters = Scheduler: FSRS with its default parameters; latih optimize (o here) fits it to your own memory once questions have been answered on different days.

## Playground, part 2: the partitioned store.
play-partitioned = The store is now { $n } partitions split by { $by }: { $edges } edges moved in { $seconds } s.
play-unpartitioned = Back to one store: { $edges } edges moved in { $seconds } s.
play-needs-partitions = This works on a partitioned store: split it first, for example partition 8 by follower.
play-not-on-partitions = fof and sql see the one store, and the edges now live in the partitions; unpartition brings them back.
play-hottest = { $kind }: the busiest partition, p{ $partition }, has { $share } % of it; an even share would be { $even } %.
play-chart-rows = Rows of the follows table per partition
play-chart-reverse-rows = Rows of the reverse table per partition
play-chart-reads = Reads per partition
play-chart-writes = Writes per partition
play-chart-capacity = Lookups a second each partition can serve
play-bucketed = { $accounts ->
    [one] 1 account with more than { $over } followers is
   *[other] { $accounts } accounts with more than { $over } followers are
} now spread over { $k } buckets each ({ $moved } rows moved). Their followers are paged bucket by bucket (one partition a page, not one id order); a count or the whole list asks all { $k } buckets; a follow still writes one row.
play-buckets-off = Buckets removed: { $moved } rows moved back to their account's own partition.
play-buckets-need-followee = Buckets spread a table split by followee, and there is none here: partition by followee, or turn the reverse table on.
play-workload = { $ops } operations ({ $reads } reads, { $writes } follows) in { $seconds } s.
play-reverse-table-on = The reverse table (followers by followee, split by followee) now holds { $rows } rows.
play-reverse-table-off = The reverse table is gone, with its outbox and change log.
play-needs-reverse = This keeps the reverse table in step, and there is none: reverse table on.
play-sync-dual-write = Dual write: a follow writes the follows table, then the reverse table, in two separate transactions.
play-sync-outbox = Outbox: a follow commits together with an outbox row on its partition; the relay copies the outbox to the reverse table.
play-sync-cdc = Change data capture: triggers on the follows table log every change; the relay copies the log to the reverse table.
play-fault-armed = The next follow stops after its first write; under an outbox or change capture, the next relay stops after applying, before marking what it sent.
play-fault-hit = The follow { $a } → { $b } stopped after its first write: the follows table has it, the reverse table does not. reconcile finds it.
play-fault-relay = The relay stopped after applying, before marking the changes as sent: the next run delivers them again, and changes nothing.
play-waiting = { $waiting ->
    [one] 1 change waits
   *[other] { $waiting } changes wait
} for the relay.
play-relayed = The relay delivered { $applied ->
    [one] 1 change
   *[other] { $applied } changes
} ({ $changed ->
    [one] 1 row
   *[other] { $changed } rows
} changed); { $waiting } still { $waiting ->
    [one] waits
   *[other] wait
}.
play-relay-lag = The relay now stays { $lag } commands behind; { $waiting } changes wait.
play-replayed = The last batch delivered again: { $applied ->
    [one] 1 change
   *[other] { $applied } changes
}, { $changed ->
    [one] 1 row
   *[other] { $changed } rows
} changed. A follow applied twice is still one row.
play-nothing-to-replay = The relay has delivered nothing yet.
play-reconciled = Compared and repaired: { $missing ->
    [one] 1 row was
   *[other] { $missing } rows were
} missing from the reverse table and { $extra } had no edge behind them; { $counters ->
    [one] 1 counter
   *[other] { $counters } counters
} corrected.
play-gsi-covering = A covering global index by followee (it holds created_at too, so a lookup needs nothing from the table) now holds { $rows } rows, split by followee.
play-gsi-keys = A global index by followee (keys only: a lookup goes back to the table for created_at) now holds { $rows } rows, split by followee.
play-gsi-off = There is no global index.
play-gsi-needs-follower = A global index serves a table split by follower: partition it by follower first.
play-two-phase = Two-phase commit: the table's partition p{ $table } and the index's p{ $index } each wrote their row inside an open transaction, then both committed.
play-two-phase-one = The table's row and the index's both live on p{ $table }: one transaction.
play-load = One lookup takes { $us } µs on average, so one partition answering one query at a time serves about { $per } a second, and all { $n } about { $total }. The case study in lesson M13.07 reports 200,000 a second on 8 nodes at about 1 ms each: 25,000 a second per node, about 25 in flight at once (Little's law).
play-via-table = Read from the follows table.
play-via-reverse = Read from the reverse table.
play-via-gsi = Read by the global index.
play-step-read = Read
play-step-write = Write
play-step-reverse-write = Reverse table write
play-step-reverse-read = Reverse table read
play-step-index-write = Index write
play-step-index-read = Index read
play-step-back = Back to the table
play-step-relay = Relay read
play-step-move = Move
play-step-compare = Compare
play-spread-compare = { $step }: { $rows } rows read on { $of } partitions, a page at a time, each page looked up in the other table's partitions at once; { $ms } ms.
play-spread-one = { $step }: partition p{ $partition } of { $of }, { $ms } ms.
play-spread-many = { $step }: { $touched } of { $of } partitions at once (scatter-gather), { $rows } rows, { $ms } ms in all; the slowest, p{ $slowest }, took { $slowest_ms } ms.
play-part-cost = p{ $partition }: { $rows ->
    [one] 1 row
   *[other] { $rows } rows
}, { $steps } steps, { $scanned } scanned, { $ms } ms
play-parts-more = … and { $more } more partitions

## News-feed simulator (latih feed): reports, settings, errors, help.

feed-title = News-feed simulator
feed-line-mode = latih feed: type a command (help lists them); Ctrl-D quits.
feed-head = { $strategy } · { $users } accounts, { $follows } follows ({ $per } each) · { $seconds } simulated in { $wall } · { $store }
feed-strategy-read = Fan-out on read
feed-strategy-write = Fan-out on write
feed-strategy-hybrid = Hybrid (no fan-out above { $threshold } followers)
feed-skip = Followers not seen for more than { $days } days are skipped.
feed-stopped = Stopped after { $seconds } of { $of } simulated seconds: the figures cover that much.
feed-label-posts = Posts
feed-posts = { $posts } ({ $rate }/s); { $not } not fanned out
feed-label-opens = Feed opens
feed-opens = { $opens } ({ $rate }/s); { $deep } scrolled past the cap and took the read path
feed-label-writes = Feed writes
feed-writes = { $rate }/s on average, peak { $peak }/s; { $total } in all; { $skipped } skipped (inactive)
feed-label-lookups = Index lookups
feed-lookups = { $rate }/s on average, peak { $peak }/s
feed-label-reads = Cache reads
feed-reads = { $rate }/s (LRANGE of one page)
feed-label-biggest = Biggest post
feed-biggest = { $writes } feed writes
feed-label-visible = Visible after
feed-percentiles = p50 { $p50 } · p99 { $p99 } · max { $max }
feed-visible-now = at once: a feed is assembled when it is opened
feed-label-open = Feed open
feed-label-wait = Queue wait
feed-label-memory = Feed cache
feed-memory = { $ids } entries in { $feeds } feeds: { $bytes } at 16 bytes an entry (post id and author id); Redis itself, holding the post ids alone: { $redis } ({ $how })
feed-memory-estimated = estimated from its encoding
feed-memory-measured = measured with MEMORY USAGE
feed-memory-none = nothing: the read strategy keeps no feeds
feed-projected = At { $population } accounts the same feeds take { $bytes } (ids at 8 bytes).
feed-label-lag = Queue lag
feed-lag = partition { $part } held up to { $writes } writes at once; a post waited up to { $wait } there
feed-lag-none = no write waited
feed-model = Cost model: index lookup { $lookup }, feed write { $write }, cache read { $read }, merge { $merge } an id.
feed-chart-writes = Feed writes per second
feed-chart-lookups = Index lookups per second
feed-chart-lag = Writes waiting in the queue
feed-chart-memory = Feed-cache memory (entries)
feed-chart-parts = Most writes waiting at once, by queue partition
feed-chart-peak = peak { $peak }
feed-compare = The same workload under three strategies:
feed-col-figure = Figure
feed-label-settings = Settings
feed-feed = Feed of { $user }: { $len } ids, newest first: { $ids }
feed-feed-empty = The feed of { $user } is empty (a run with fan-out on write fills feeds).
feed-running = Simulating: { $seconds } of { $of } s
feed-graph = Generating the graph: { $done } of { $all } accounts
feed-busy = A simulation is running: Esc stops it (its results so far are kept).
feed-err-empty = Type a command; help lists them.
feed-err-unknown = Unknown command “{ $word }”. Commands: { $commands }.
feed-err-key = “{ $key }” is not a setting here. Settings: { $keys }.
feed-err-bad = { $key }: “{ $value }” is not a value it takes.
feed-err-range = { $key } must be between { $min } and { $max }; “{ $value }” is not.
feed-err-missing = Missing: { $what }.
feed-err-extra = Did not expect “{ $extra }” here.
feed-err-max = max ({ $max }) must be below users ({ $users }): a celebrity's followers are other accounts.
feed-err-memory = This run would need about { $estimate } of memory, above the budget of { $budget }. Use fewer accounts or follows, a shorter duration, or the read strategy.
feed-err-store = The feed cache failed: { $why }
feed-redis-unreachable = Cannot reach Redis at { $url }: { $why }. Nothing was written.
feed-redis-foreign = Redis at { $url } holds { $keys } keys that are not latih's. latih writes only into an empty database or its own: pick another database (redis://host:port/N) or add --redis-force. Nothing was written.
feed-help-intro = Commands (settings are key=value; a run keeps them for the next):
feed-help-run = Runs one strategy (read, write or hybrid; the one used last when none is named) with these settings.
feed-help-compare = Runs read, write and hybrid on the same workload and puts them side by side.
feed-help-set = Changes settings without running.
feed-help-cost = Changes the cost model, in µs unless given as ms or s.
feed-help-show = Shows the settings and the cost model.
feed-help-feed = Shows the first 20 ids of an account's feed in the cache (LRANGE), and its length (LLEN).
feed-help-reset = Puts the settings back to their defaults and empties every feed.
feed-help-help = This list, or one command's.
feed-help-keys = Settings: users, avg, celebrities, max, seed (the graph, as the playground's gen); active (% of accounts that open feeds); posts (per second); big-posts (per hour, by each celebrity); opens (per second); duration (15m, 1h); cap; page; deep (opens per 10,000 that scroll past the cap); partitions; workers; threshold (makes the strategy hybrid); inactive (days, or off); scale (accounts to project memory to).
# The simulator screen, its worker, simulation cards and questions.
feed-empty-log = Type a command and press Enter; help lists them all. Start with run write users=20000 avg=200 duration=10m.
feed-memory-live = { $ids } entries in { $feeds } feeds: { $bytes } at 16 bytes an entry (post id and author id); Redis's own figure comes when the run ends
feed-ready = Press Enter to run the line below; help lists every command.
feed-starting = Starting { $command }…
feed-worker-stopped = The simulator is not running: its feed cache could not be opened (see above). Leave with Esc.
feed-no-simulation = There is no simulation `{ $id }` in this course.
key-simulator = simulator
home-feed = News-feed simulator: fan-out on read, on write and the hybrid
help-open-feed = Open the news-feed simulator: fan-out on read, on write and the hybrid, on a generated follow graph.
key-open-sim = simulation
help-open-sim = Open the simulator with the run behind this question ready on its command line.
reader-open-simulation = Press Enter to open the simulator with this run on its command line.
p-unknown-simulation = No bank has a simulation with the id `{ $id }`; simulations live in the bank files under quizzes/.
p-bad-simulation = The simulator rejects `{ $command }`: { $why }
schema-bank-simulations = Runs of the news-feed simulator: a title, what to look for, and one command line.
schema-block-simulation = A card that opens the news-feed simulator with a simulation's run on its command line.
schema-simulation-card-id = The id of a simulation in a bank.
schema-simulation-card-title = Shown instead of the simulation's own title.
schema-simulation-id = Stable id of the simulation, unique across all banks.
schema-simulation-title = Shown on the card and in the simulator's title bar.
schema-simulation-text = What the run shows and what to look for; shown above the command line.
schema-simulation-run = One simulator command line, such as run write users=20000 avg=200 duration=10m; lint checks that the simulator takes it and that it fits the memory budget.
schema-question-simulation = Optional, any type: id of a simulation; after the answer, c opens the simulator with its run.

## Glossary

part-term = Glossary term
key-glossary = glossary
help-glossary = Open the glossary: every term of the course with its definition, searchable as you type.
home-glossary = Glossary: { $count ->
    [one] 1 term
   *[other] { $count } terms
} of the course, searchable
glossary-title = Glossary
glossary-hint = type to search names and definitions
glossary-none = No term matches.
glossary-count = { $count ->
    [one] 1 term
   *[other] { $count } terms
}
glossary-empty = This course has no glossary yet: an instructor adds one as lessons/glossary.yaml.
glossary-also = Also called: { $names }
glossary-related = Related terms
glossary-used-in = Lessons that use it
glossary-not-used = No lesson marks this term yet.
glossary-unknown = The glossary has no term `{ $id }`.
p-unknown-term = The glossary has no term `{ $id }`{ $near ->
    [none] .
   *[other] ; did you mean `{ $near }`?
} Terms are defined in lessons/glossary.yaml.
p-term-missing-language = The term `{ $id }` has no { $lang ->
    [id] Indonesian (`id`)
   *[en] English (`en`)
} { $what ->
    [name] name
   *[definition] definition
} in the glossary, so a reader of this text would open an entry in the other language.
p-glossary-misplaced = This is a glossary (it has `terms` and no `blocks`), and a glossary belongs at lessons/glossary.yaml, beside course.yaml: move it there. Where it is, it would be read as a lesson, and every term it defines is missing from the course.
schema-glossary-root = The course glossary, lessons/glossary.yaml: terms with a short definition in both languages.
schema-glossary-format_version = Version of the glossary format; this latih reads 1.
schema-glossary-terms = The terms, in any order: the glossary screen sorts them by name in the reader's language.
schema-term-id = Stable id of the term, used in lesson text as `[[id]]` or `[[id|words]]`; lowercase letters, digits, - and _.
schema-term-term = The term's name, as the glossary lists it and as `[[id]]` shows it.
schema-term-also = Other names a learner may search for: an English name, a short form, a synonym.
schema-term-definition = A short definition, two to four sentences, in both languages; inline markup allowed.
schema-term-related = Ids of related terms of this glossary, shown under the definition.
help-glossary-next = Move the focus to the next related term or lesson.
help-glossary-prev = Move the focus to the previous related term or lesson.
key-next-term = term
key-prev-term = previous term
help-next-term = Move the focus to the next glossary term marked in the text; Enter opens its entry.
help-prev-term = Move the focus to the previous glossary term marked in the text.

## Files latih reads or writes that are not course files (safefs)

file-refused-link = it is a link, and latih does not follow links there
file-refused-not-plain = it is not a plain file (a folder, a pipe or a device)
file-too-large = it is larger than { $limit } MiB
file-damaged = it cannot be read as latih wrote it ({ $detail })
file-exists = a file of that name is already there
store-not-plain = { $path } is not a plain file (a folder, a pipe, a device or a link to nothing). It was left untouched; choose another file with --progress.
recovered-many = { $count ->
      [one] 1 answer
     *[other] { $count } answers
  } from earlier runs (kept in { $files ->
      [one] 1 recovery file
     *[other] { $files } recovery files
  } beside the progress file) written to it.

## latih feed on a real Redis: eviction, memory, deadlines, hostile servers (issue 30)
cli-feed-redis-allow-eviction = Use that Redis server even though its maxmemory-policy may evict keys when it fills up: latih's writes could then push out other applications' keys, in every database of the server.
feed-redis-bad-url = “{ $url }” is not a Redis URL latih can use: write redis://HOST:PORT/DB or redis+unix:///PATH?db=N (TLS, rediss://, is not supported). Nothing was written.
feed-redis-unknown = unknown
feed-redis-memory = maxmemory { $bytes } bytes, maxmemory-policy { $policy }
feed-redis-evicts = Redis at { $url } may evict keys when it fills up ({ $memory }), so latih's writes could push other applications' keys out. Use a server with maxmemory-policy noeviction or no maxmemory, or add --redis-allow-eviction. Nothing was written.
feed-redis-oom = Redis at { $url } is out of memory ({ $memory }) and refused latih's writes; { $cleaned ->
    [yes] latih deleted the feeds it had written.
   *[no] reset deletes the feeds latih wrote.
}
feed-redis-timeout = Redis at { $url } did not answer within { $seconds } s; latih dropped the connection, and the next command connects again.
feed-redis-lost = The connection to Redis at { $url } broke ({ $why }); the next command connects again.
feed-redis-garbled = Redis at { $url } sent { $large ->
    [yes] a reply larger than latih accepts
   *[no] something that is not a Redis reply
}; latih dropped the connection.
feed-redis-stopped = Stopped while waiting for Redis at { $url }: the command did not finish, and the next one connects again.
feed-redis-error = Redis at { $url } answered with an error: { $why }
feed-redis-lost-feeds = Redis dropped { $feeds } of latih's feeds ({ $ids } ids) during this run, so the memory and feed figures below count what was left, not what the run wrote: they are wrong.
feed-redis-lost-evicted = Redis evicted { $evicted } keys during this run, { $feeds } of them latih's feeds ({ $ids } ids), so the memory and feed figures below count what was left, not what the run wrote: they are wrong.
p-link-loop = This is a link to { $target }, a folder latih has already read in this course; a folder is read once, so its files are not read again here. Remove the link.
p-too-many-files = The course holds more than { $limit } files; latih stopped reading here and did not read the rest. Split the course, or move files that are not lessons out of its folders.
play-guard-db-not-file = { $file } is not a regular file (it is a link, a folder, a device or a pipe): the playground opens a regular file, or makes a new one where nothing is. Nothing was written; choose another file for --db.
play-guard-partition-not-ours = The playground's partitions cannot be opened: { $file } is not one the playground made (a plain file carrying its mark, in folders that are not links). It was left as it is; move it away, or choose another file for --db.
play-guard-partition-missing = The playground's partition { $file } is missing, and with it the edges it held. Delete the playground file (a playground holds nothing you cannot generate again) or choose another file for --db.
play-guard-left-alone = { $path } was left as it is: it is not a file the playground made (a plain file carrying its mark, in folders that are not links).
play-guard-workload-stopped = The workload reached its time limit ({ $ms } ms) and stopped after { $done } of { $ops } operations; the follows it made stay.
play-guard-workload-cancelled = Stopped, as you asked, after { $done } of { $ops } operations; the follows the workload made stay.
p-invisible-char = The text holds an invisible character ({ $code }, such as a zero-width space or joiner): no reader can see it, yet it changes how the text is searched, matched and wrapped. Remove it; Indonesian and English text never needs one.
feed-redis-memory-unknown = maxmemory and maxmemory-policy unknown: the server answers neither INFO memory nor CONFIG GET
play-guard-too-big = A value here would be longer than { $bytes } bytes, the playground's limit for one value (it keeps a single statement from running for minutes). Ask for its length, a count, or fewer rows with LIMIT.

## The day's review as Anki walks it

quiz-counts = { $new } new · { $learning } learning · { $review } to review
quiz-waiting = A step comes back in { $wait } (it is due at { $at }): this review goes on by itself then. Enter ends it now; the step stays in your queue.
quiz-pick-first = Choose an answer first: press its number, or move to it with ↑↓, then Enter.
quiz-undone = Rating taken back: the question is asked again, and its answer is no longer kept.
quiz-nothing-to-undo = Nothing to take back in this review yet.
key-undo = undo
help-undo = Take back the last rating (also after the next question is shown): the answer is not kept and the question is asked again.
stats-in-range = in { $from }–{ $to } days
next-due = next: { $when }, { $count ->
    [one] 1 question
   *[other] { $count } questions
  }
quiz-done-next = All done for today; { $next }.
quiz-next-step = its next step
quiz-review-empty = Nothing was answered in this review. Enter or Esc goes back.
optimize-reset = Every course without a fit of its own is back on FSRS's default parameters; the memory of its questions was recalculated with them ({ $count } questions, due dates kept).
optimize-recalculated = Every question's memory (stability, difficulty) was recalculated with the new parameters ({ $count } questions); their due dates are kept.
optimize-no-file = { $path } does not exist yet: there is nothing to fit, and nothing was created.
settings-bad-parameters = The FSRS parameters kept in { $path } cannot be used ({ $detail }); latih uses FSRS's defaults until latih optimize runs again (latih optimize --reset clears them).
cli-optimize-reset = Forget this course's fit (with --all-courses: the fit every course shares), and recalculate every question's memory with the parameters used instead
cli-order = The order new questions come in: read-first (default: questions of the lessons you marked done first, then the rest), course, or random
cli-review-lesson = Review the questions of one lesson (its id) or module (its id or code) now, due or not; answers are scheduled but use none of the day's limits unless --count-limits
cli-unknown-lesson = This course has no lesson or module named { $name }: give a lesson's id (like m13-04) or a module's id or code (like M13).

## Suspend, bury, leeches and the question browser
cli-leech-threshold = Lapses that make a question a leech: it is suspended and you are told why (default 8, as Anki; 0: never)
home-browser = Browse questions: schedule, history, suspend, bury
key-suspend = suspend
help-suspend = Suspend the question: it is never asked in a review until you unsuspend it (s again, in the question browser)
key-bury = bury
help-bury = Bury the question: it is not asked again before tomorrow (b again in the browser unburies it)
key-browse = questions
help-browse = Open the question browser: every question with its schedule and answers
help-browser-open = Show the question's schedule and every answer given to it
help-browser-search = Search the questions by their text, id or lesson
key-search-done = done
help-browser-search-done = Stop typing and keep the search (Esc clears it)
key-filter = state
help-browser-filter = Show only the questions in one state: new, learning, review, due today, suspended, buried, leeches, then all again
key-lesson-filter = lesson
help-browser-lesson = Show only the questions of one lesson, the next lesson at each press, then all again
key-sort = sort
help-browser-sort = Sort by the next column
help-browser-reverse = Reverse the order
key-reset-item = reset
help-browser-reset = Make the question new again (press twice): its schedule goes, its answers stay in the log
key-practise = practise
help-browser-practise = Practise this question now, with quick feedback, nothing recorded
browser-title = Questions
browser-empty = This course has no questions.
browser-none = No question matches.
browser-count = { $shown } of { $all } questions
browser-all = all
browser-filter-state = state: { $state }
browser-filter-lesson = lesson: { $lesson }
browser-sorted = sorted by { $column }
browser-col-question = Question
browser-col-lesson = Lesson
browser-col-state = State
browser-col-due = Due
browser-col-interval = Ivl
browser-col-stability = Stab
browser-col-difficulty = Diff
browser-col-retrievability = Recall
browser-col-lapses = Lapses
browser-sort-question = course order
browser-sort-lesson = lesson
browser-sort-state = state
browser-sort-due = due date
browser-sort-interval = interval
browser-sort-stability = stability
browser-sort-difficulty = difficulty
browser-sort-retrievability = recall probability now
browser-sort-lapses = lapses
browser-state-new = new
browser-state-learning = learning
browser-state-review = review
browser-state-relearning = relearning
browser-state-day-learning = learning (day step)
browser-state-due = due today
browser-state-suspended = suspended
browser-state-buried = buried
browser-state-leech = leech
browser-due-now = now
browser-due-today = today
browser-detail-id = Question id
browser-detail-lesson = Lesson
browser-detail-state = State
browser-detail-due = Due
browser-detail-interval = Interval
browser-detail-stability = Stability
browser-detail-difficulty = Difficulty (1-10)
browser-detail-retrievability = Recall probability now
browser-detail-reviews = Answers
browser-detail-lapses = Lapses
browser-detail-held = Held back
browser-detail-not-yet = not yet, it is new
browser-days = { $n } d
browser-history = Every answer, oldest first
browser-history-none = Not answered yet.
browser-history-loading = Reading its answers…
browser-right = right
browser-wrong = wrong
browser-self-rated = rated by you
browser-gone = This question is no longer in the course.
browser-suspended = Suspended: “{ $q }” is not asked in reviews until you unsuspend it.
browser-unsuspended = Unsuspended: “{ $q }” comes back in reviews.
browser-buried = Buried until tomorrow: “{ $q }”.
browser-unburied = Unburied: “{ $q }” can come back today.
browser-reset-confirm = Press R again to make “{ $q }” new: its schedule goes, its answers stay in the log.
browser-reset-done = “{ $q }” is new again.
quiz-suspended = Suspended, not recorded: this question is not asked again until you unsuspend it in the question browser (u takes it back).
quiz-buried = Buried until tomorrow, not recorded (u takes it back).
quiz-leech = You have forgotten this question { $lapses } times: it is a leech and is now suspended. Read its lesson again, then unsuspend it in the question browser (b on Statistics).

## Review options kept per course
option-retention = Desired retention
option-new-per-day = New questions a day
option-reviews-per-day = Reviews a day
option-learning-steps = Learning steps
option-relearning-steps = Relearning steps
option-fuzz = Fuzz intervals
option-day-starts-at = The day starts at (hour)
option-leech-threshold = Leech threshold (lapses; 0 never)
option-order = New questions come in
option-hint-retention = a recall probability from 0.7 to 0.99 (or 70% to 99%)
option-hint-count = a whole number, 0 or more
option-hint-steps = durations separated by commas, such as 1 min, 10 min, or none
option-hint-fuzz = on or off
option-hint-hour = an hour from 0 to 23
option-hint-order = read-first (questions of the lessons you have read first), course (course order) or random
option-bad-value = --{ $option } does not take { $value }: it takes { $takes }.
option-source-default = default
option-source-kept = kept for this course
option-source-this-run = this run only
option-kept-refused = { $path } keeps a course option latih cannot use, so its default applies: { $refused }
options-this-run = For this run only: { $flags }. Add --save to keep them for this course.
cli-save = Keep the review options given (--retention, --new-per-day, steps, fuzz, --day-starts-at, --leech-threshold, --order) for this course; without it they apply to this run only
options-title = Review options
options-note = Kept for this course in the progress file, used from now on. A flag on the command line applies to one run, unless --save keeps it.
options-kept = { $option }: { $value }, kept for this course.
options-default = { $option } back to its default: { $value }.
key-option-default = default
key-options = options
help-options = Open this course's review options: retention, limits, steps, fuzz, the day's start, leeches, order
help-option-down = The selected option one notch down
help-option-up = The selected option one notch up
help-option-edit = Type a value for the selected option
help-option-default = Put the selected option back to its default
help-option-set = Keep the value typed
optimize-saved-course = The fitted parameters are kept for this course and used from now on; --retention still sets how much you aim to remember.
optimize-reset-course = This course's own fit is forgotten; it uses { $using } again, and the memory of its questions was recalculated with them ({ $count } questions, due dates kept).
optimize-using-shared = the parameters every course shares
optimize-using-defaults = FSRS's default parameters
optimize-questions = Of the { $questions } questions answered, { $used } were answered on more than one day and were fitted{ $left ->
    [0] .
   *[other] ; the other { $left } were answered on one day only, which does not show yet how memory fades.
}
optimize-fitted-defaults = With fewer than 8 histories that reach a later day, FSRS fits nothing: the result is its default parameters.
optimize-fitted-four = With fewer than 64 histories that reach a later day, FSRS fits only its first four parameters (how long a first answer is remembered); the other 17 keep their defaults.
optimize-fitted-all = All 21 parameters were fitted.
optimize-left-drills = { $n } oral drill attempts were left out: the fit is of answers to questions.
optimize-left-capped = { $n } answers after a question's 64th were left out: a question answered that often adds little, and each answer more costs the fit more than the one before.
optimize-reschedule-offer = Due dates are kept; latih optimize --reschedule also moves every learnt question's due date to the interval its new memory gives (Anki's "reschedule cards on change").
optimize-rescheduled = { $count } due dates were moved to the intervals the new memory states give.
cli-optimize-reschedule = Also move every learnt question's due date to the interval its recalculated memory gives, as Anki's "reschedule cards on change" does
stats-fitted-shared = Scheduler: FSRS fitted to the reviews of every course ({ $reviews } reviews on { $date }; log loss { $before } → { $after }); latih optimize fits this course on its own.
optimize-recalculated-only = Every question's memory (stability, difficulty) was recalculated with the new parameters ({ $count } questions).
cli-count-limits = With --lesson: count the answers against the day's limits of new questions and reviews, as the day's review would
interval-seconds = { $n } s
option-value-on = on
option-value-off = off
option-steps-none = none
option-order-read-first = read-first
option-order-course = course
option-order-random = random
browser-filter-search = search: “{ $query }”
unit-percent = { $n }%
# A unit of time as the author wrote it ($label); $unit is its size (ns, us, ms, s, min, h, d, w, other).
unit-time = { $unit ->
   *[other] { $label }
}
p-unknown-figure = { $name ->
    [none] A figure mark names a calculator and one of its inputs or outputs, such as `[={ $calc }.{ $names }]`.
   *[other] Calculator `{ $calc }` has no input or output `{ $name }`; it has: { $names }.
}
p-calc-no-value = `{ $output }` cannot be worked out { $input ->
    [none] at the calculator's defaults
   *[other] when `{ $input }` is at its { $bound } ({ $value })
}: { $why }. The card would show no figure there; change the formula (for example `max(x, 1)` under a division) or the input's range.
p-empty-review = No question belongs to { $lessons }, so this review would ask nothing ("0 questions"); give the lesson questions (a bank with `lesson:` naming it) or review another lesson.
p-empty-quiz = Bank `{ $bank }` has no questions, so this quiz would ask nothing; add questions to the bank or name another.
p-duplicate-code = Another lesson already has the code `{ $code }` ({ $first }): the course map would show both under one name. Give this one the next free code.
p-expect-not-whole = `{ $field }` counts whole things, so { $value } can never be met and the check is skipped; write a whole number.
p-calc-answer-bits = `{ $unit }` is a unit of bits (a byte is 8 bits), and the answer agrees with the calculator only when read in bytes: write `{ $bytes }`.
lint-ran = Ran { $scenarios ->
    [one] 1 scenario
   *[other] { $scenarios } scenarios
} ({ $steps ->
    [one] 1 step
   *[other] { $steps } steps
}) and { $simulations ->
    [one] 1 simulation
   *[other] { $simulations } simulations
}.
lint-checking = Checking { $course } ({ $dir }).
lint-checking-bundled = Checking the bundled course { $course }.
cli-lint-format = How to print the problems: text (for people, the default) or json (one object per problem, for CI and editors)
p-mark-not-read = Titles, labels and diagram words are shown as written, so this figure mark would appear as `[=…]`; write the figure here, or move the sentence into the lesson's text.
reader-block-unavailable = This part of the lesson cannot be shown: its file has a mistake here (the rest of the lesson is fine).
play-fresh-start = From a fresh playground.
lint-fixed = { $file }:{ $line }: added the step `reset` before the scenario's first one.
cli-lint-fix = Write the fixes lint knows into the course's files (today: a `reset` step at the start of a scenario that lacks one), then check again.
lint-fix-failed = { $file } could not be written: { $why }
cli-show = Print a lesson, a bank or a question as plain text in the chosen language, figures filled in, answers hidden unless --answers: to preview, to read with a screen reader, to pipe.
cli-show-id = The lesson to print.
cli-show-bank = Print every question of this bank instead.
cli-show-question = Print this one question instead.
cli-show-answers = Show the answers: each exercise's, and each question's right options, answer and explanation.
show-not-found = The course has no `{ $id }` of that kind (a lesson by default; --bank for a bank, --question for a question).
show-answer = Answer: { $answer }
p-yaml-quote-value = This value starts with `{ $ch }`, which YAML reads as part of its own syntax (a list, a map, an alias, a tag), not as text: put the whole value in quotes, e.g. "{ $ch }…".
p-yaml-block-indent = The first line of this block text is indented more than the lines after it, and YAML takes the first line's indentation for the whole block: say how far the block is indented with a digit after the `|`, e.g. `|2`.
p-comma-in-flow = A comma inside `{"{"}…{"}"}` separates entries, so YAML read part of this text as a field of its own. Put each text in quotes: { $fixed }
reader-calc-yours = With the values you tried; open it and press r for the lesson's own.
p-misaligned = `{ $key }` does not line up with `{ $sibling }` on line { $line }, the key beside it: start it at column { $column }, as `{ $sibling }` does.
p-right-much-longer = The right option is { $times } times as long as the longest wrong one, so it gives itself away: move its reason into `explanation`, or give a wrong option as much substance.
p-longest-right-habit = The right option is the longest in { $longest } of { $total } single-choice questions: in review, learners learn to pick the longest option. Even out the lengths so that length says nothing.
p-bad-tolerance = `{ $value }` is not a tolerance: write a percent either side (`5`), a factor (`x2`: half to double the answer counts), or `magnitude` (the same order of magnitude).
quiz-tolerance-percent = ±{ $n }%
quiz-tolerance-factor = a factor of { $n }
quiz-tolerance-magnitude = an order of magnitude
p-vary-not-shown = This input is drawn anew each time, but the prompt does not show it in both languages: write `{ $mark }` in the prompt so the learner sees the figure they are asked to work from.
schema-question-vary = numeric, optional: inputs of its calculator drawn anew between a min and a max each time the question is asked; the answer is the calculator's at the drawn inputs.
schema-vary-input = Name of an input of the question's calculator, drawn anew each time.
schema-vary-min = Least value drawn, in the input's unit.
schema-vary-max = Greatest value drawn, in the input's unit.
stats-no-storage = Statistics are read from the progress file, which cannot be used in this run. { $problem }
recovery-newer = a newer latih wrote it (recovery file version { $version }); it was left as it is for that latih to write in
load-no-storage = This is read from the progress file, which cannot be used in this run.
help-console-stop = Stop what is running: a playground command leaves the database as it was before it; a simulation keeps and shows the figures it reached.
help-console-leave = Leave while it runs on; its result is there when you come back.
help-console-run = Run the command on the line (a guided step or a simulation card types it there for you).
help-console-clear = Clear the output (the database, the settings and the feed cache are kept).
play-column = { $name ->
    [partition] partition
    [missing] missing
    [extra] extra
    [account] account
    [paths] paths
   *[other] { $name }
}
cli-err-missing = Required, and not given: { $arg }
cli-err-subcommand = `{ $word }` is not a latih command{ $near ->
    [none] .
   *[other] ; did you mean `{ $near }`?
}
cli-err-unknown-arg = `{ $arg }` is not expected here{ $near ->
    [none] .
   *[other] ; did you mean `{ $near }`?
}
cli-err-value = `{ $value }` is not a value { $arg } takes{ $valid ->
    [none] .
   *[other] ; it takes one of: { $valid }.
}
cli-err-conflict = { $arg } cannot be given together with { $prior }.
cli-err-no-equals = { $arg } takes its value after `=`.
cli-err-values = { $arg } was given the wrong number of values.
cli-err-no-command = A command is needed here.
cli-err-other = This command line cannot be read.
cli-err-more = For more, run `{ $command } --help`.
cli-usage-options = [OPTIONS]
cli-usage-command = [COMMAND]
p-threshold-out-of-order = This threshold's line, { $above }, is not above the one before it, { $before }: the message of the highest line passed is the one shown, so list the lines of a figure from low to high, each with what changes there.
key-line-move = move in the line
key-line-cut = cut
key-search-history = search earlier commands
help-line-left = Move the cursor one character left (also Ctrl-b).
help-line-right = Move the cursor one character right (also Ctrl-f).
help-line-start = Move the cursor to the start of the line (also Ctrl-a).
help-line-end = Move the cursor to the end of the line (also Ctrl-e).
help-line-cut-start = Cut everything before the cursor.
help-line-cut-end = Cut everything from the cursor to the end.
help-line-cut-word = Cut the word before the cursor.
help-search-history = Bring back the newest earlier command that holds what is typed; press again for an older one.
play-schema-fixed = `{ $statement }`: the playground's tables and indexes are its own, and SQL does not create, drop or alter them. Its indexes go on and off with `index`, and `reset` empties the tables to start afresh.
drill-leave-confirm = Esc again leaves this drill and counts the attempt as abandoned; any other key goes on with it.
quiz-summary-unscored = { $count ->
    [one] One recall question is not scored: you compared your answer with the model answer.
   *[other] { $count } recall questions are not scored: you compared your answers with the model answers.
}
p-title-repeats-code = The title says the lesson's code, `{ $code }`, which the course map and the title bar already show beside it: leave it out of the title.
key-hide-answer = hide answer
help-hide-answer = Hide the answer shown (Space shows it again).
feed-feed-late = { $n ->
    [one] One id had arrived out of order
   *[other] { $n } ids had arrived out of order
} in the cache: the queue delivered a later post before an earlier one that waited on a busier partition. The page is sorted by time, as a reader's app sorts it.
feed-cmp-writes = Feed writes/s, average
feed-cmp-lookups = Index lookups/s, average
feed-cmp-reads = Cache reads/s, average
feed-cmp-biggest = Biggest post, writes
feed-cmp-visible-p50 = Visible after, p50
feed-cmp-visible-p99 = Visible after, p99
feed-cmp-open-p50 = Feed open, p50
feed-cmp-open-p99 = Feed open, p99
feed-cmp-lag = Busiest partition, peak
feed-cmp-memory = Feed cache at the end
feed-cmp-at-once = at once
play-generated-instant = { $users } accounts and { $edges } edges generated in under a millisecond.
key-copy-code = copy code
help-copy-code = Copy the code block on screen out of latih; press again for the next one on screen.
copy-none = No code block on screen to copy.
copy-clipboard = Copied { $lines ->
    [one] one line
   *[other] { $lines } lines
} of code to the clipboard.
copy-maybe = Sent { $lines ->
    [one] one line
   *[other] { $lines } lines
} of code to the clipboard, if this terminal takes it (OSC 52); they will be printed when you leave latih too.
copy-on-quit = This terminal cannot take a copy from latih: the { $lines ->
    [one] line
   *[other] { $lines } lines
} of code will be printed when you leave it.
copy-printed = Code copied in latih:
glossary-mentioned-in = Also mentioned in
reader-keys = Keys: { $keys }
help-lang-here = Letters are typed on this screen: press L here, in this help, to switch the language.
drill-quit-confirm = Ctrl-c again quits latih and counts this attempt as abandoned; any other key goes on with the drill.
key-hint = hint
help-hint = Show the next hint of the focused exercise (or the first one on screen); after the last hint, its answer.
reader-hint = Hint { $n }:
reader-answer-hidden-hints = Answer hidden. Think it through first: h gives a hint ({ $n ->
    [one] one left
   *[other] { $n } left
}), Space the answer.
schema-exercise-hints = Hints shown one at a time before the answer (h), each a step nearer without giving it away.
play-chart-table-rows = Rows of the { $table } table per partition
play-def-opened = Playground { $title }, fresh: tables { $tables }. gen fills them; help lists its commands.
play-def-no-such = There is no playground { $id }. There are: { $known }.
play-def-generated = Generated in { $seconds } s: { $tables }.
play-def-generated-table = { $table } { $rows } rows
play-def-index-on = Index { $name } built: the plans below use it where it fits.
play-def-index-off = Index { $name } dropped: the plans below do without it.
play-def-index-already-on = Index { $name } is already there.
play-def-index-already-off = There is no index { $name } to drop.
play-def-partitioned = { $n } partitions, each a database of its own: { $split }; { $rows } rows moved in { $seconds } s.
play-def-split-by = { $table } split by { $column }
play-def-copied = { $table } copied whole to each
play-def-unpartitioned = Back in one store: { $rows } rows moved in { $seconds } s.
play-def-routed = Sent to one partition, p{ $partition }, by { $key }.
play-def-scattered = Sent to all { $n } partitions: the statement does not give { $column }.
play-def-scattered-all = Sent to all { $n } partitions.
play-def-no-place = A row of { $table } needs its { $column }: without it no partition can take the row.
play-def-next-page = Next page: { $line }
play-def-help-own = The playground's own commands:
play-def-help-commands = Commands of { $title }:
p-pg-bad-name = `{ $name }` cannot be a playground name: use lowercase letters, digits and `_` (and `-` between the words of a command or a playground's id), starting with a letter.
p-pg-duplicate = `{ $name }` is named twice in this playground.
p-pg-reserved = `{ $name }` is one of the playground's own words (gen, index, partition, unpartition, hotspot, sql, explain, stats, reset, help) or the built-in follow graph's id; choose another name.
p-pg-no-column = The table has no column `{ $column }`.
p-pg-no-table = The playground has no table `{ $table }`.
p-pg-limits = The row count must sit between its limits: min { $min }, default { $default }, max { $max }.
p-pg-bad-draw = This draw cannot give a value: its min is above its max, or its exponent or step is not positive.
p-pg-ref-not-sequence = `{ $target }` is not drawn as a sequence, so its values are not known before rows are written; refer to a column with `sequence`.
p-pg-partitions = { $count } partitions: a table is split over 1 to 64.
p-pg-partition-counts = Tables of one playground are split over the same number of partitions: { $first } here before, { $other } here.
p-pg-undeclared = The SQL uses `:{ $param }`, which the command does not declare under params.
p-pg-unused = The parameter `{ $param }` is declared but no statement of the command uses it.
p-pg-no-cursor = The cursor names `{ $param }`, which is not one of the params of the command that fetches the next page.
p-pg-bad-default = `{ $value }` is not a whole number, and the parameter is of type int.
p-pg-draws = The column `{ $column }` needs exactly one draw: sequence, uniform, zipf, ref or time.
p-pg-bad-ref = `{ $target }` is not a reference; write it as table.column.
p-pg-sql = SQLite refuses this statement: { $why }
p-pg-makes = This statement does not make what it is written for (`{ $what }`): a table's sql is one CREATE TABLE of that table, an index's sql one CREATE INDEX of that index on its table.
p-unknown-playground = No bank defines a playground with the id `{ $id }`; playgrounds live in the bank files under quizzes/, or use follow-graph for the built-in one.
schema-bank-playgrounds = Playgrounds this course defines: its own tables on a real SQLite database, with generators, switchable indexes, partition keys and named commands (see docs/playground.md).
schema-scenario-playground = The id of a playground the course defines that the scenario runs on; without it, the built-in follow graph (follow-graph). Its first step, reset, opens that playground fresh.
schema-playground-id = Stable id of the playground, unique across all banks; reset ID opens it. Lowercase words joined by - or _.
schema-playground-title = Its name, shown when it opens.
schema-playground-text = What it models, shown when it opens and by help.
schema-playground-tables = Its tables, in the order gen fills them.
schema-playground-commands = Named commands the learner types, each one or more SQL statements with typed parameters.
schema-playground-table-name = The table's name, as its SQL creates it.
schema-playground-table-sql = One CREATE TABLE statement making this table.
schema-playground-table-rows = How many rows gen makes: the default, and the limits within which gen TABLE=N may ask.
schema-playground-table-columns = The columns gen fills and how each value is drawn; columns not listed take their SQL default.
schema-playground-table-indexes = Indexes the learner switches with index NAME on|off.
schema-playground-table-partition = The column partition (without arguments) splits this table by, and into how many partitions.
schema-playground-rows-default = Rows gen makes when the line does not say.
schema-playground-rows-min = The fewest rows gen TABLE=N accepts.
schema-playground-rows-max = The most rows gen TABLE=N accepts.
schema-playground-column-name = The column, as the table's SQL names it.
schema-playground-column-sequence = Values from this number up, one per row: ids.
schema-playground-column-uniform = Values drawn evenly between min and max.
schema-playground-column-zipf = Values between min and max, min drawn most and each next one less (exponent s): a hot key.
schema-playground-column-ref = An id of another table's sequence column, written table.column: a foreign key.
schema-playground-column-skew = With ref: draw the referenced rows Zipf-skewed with this exponent, so the first ones are referenced most.
schema-playground-column-time = Timestamps (Unix seconds) from `from`, rising by `step` seconds a row on average.
schema-playground-range-min = The smallest value.
schema-playground-range-max = The largest value.
schema-playground-zipf-min = The value drawn most.
schema-playground-zipf-max = The largest value.
schema-playground-zipf-s = The exponent: larger is more skewed (1 is the classic Zipf law).
schema-playground-time-from = The first timestamp, in Unix seconds.
schema-playground-time-step = Seconds between rows, on average.
schema-playground-index-name = The index's name, as its SQL creates it.
schema-playground-index-sql = One CREATE INDEX statement making this index on its table.
schema-playground-index-text = What the index is for, shown by help.
schema-playground-index-on = Whether the index exists when the playground opens (default false).
schema-playground-partition-by = The column whose value's hash picks a row's partition.
schema-playground-partition-count = Partitions, 1 to 64; every table of a playground uses the same count.
schema-playground-command-name = The word the learner types; lowercase words joined by -.
schema-playground-command-params = Its parameters, by name (name=value) or in this order.
schema-playground-command-sql = Its statements, run in order; parameters appear as :name.
schema-playground-command-text = What it does, shown by help.
schema-playground-command-cursor = For a command that pages: the parameter the next page sets, and the column of the last row it takes.
schema-playground-param-name = The parameter's name, as :name in the SQL.
schema-playground-param-type = int or text.
schema-playground-param-default = Its value when the learner leaves it out; without one it must be given.
schema-playground-cursor-param = The parameter the next page sets.
schema-playground-cursor-column = The result column whose last value it takes.
play-def-others = Playgrounds this course defines (reset ID opens one): { $list }
play-def-split-twice = This statement reads { $table } twice (a join of the table with itself, or a subquery on it). Once split, those rows sit on different partitions and each partition would join only its own, so it is not run here; unpartition runs it on one store.
p-step-touched-above = The step says `{ $run }` touches at most { $want } partitions; it touched { $got }.
p-goal-unreached = The reference solution never reaches the goal: after the steps, `{ $solution }` was run and no command's report met it. Fix the solution, or the goal's expect.
p-goal-met-already = The scenario's last step already meets its goal, so the learner has nothing to do: make the goal ask for more than the steps show.
schema-step-expect-touched_at_most = Partitions the step touched, at most (for a challenge: "one partition or fewer").
schema-scenario-goal = A challenge after the steps: what the learner's own commands must reach, checked after each command, with a reference solution lint runs.
schema-scenario-goal-text = The challenge, in words: what to reach.
schema-scenario-goal-command = The command whose report is judged (any command when not given).
schema-scenario-goal-expect = What that report must show, as a step's expect says it.
schema-scenario-goal-solution = A reference solution: the commands that reach the goal after the steps; `latih lint --run` runs them and checks one reaches it.

# Challenges: a question answered by reaching a playground scenario's goal.
key-open-challenge = playground
help-open-challenge = Open the playground for this challenge: the first time at the scenario's start (its steps run by themselves), after that as you left it.
key-give-up = give up
help-give-up = Give up this challenge: it counts as a miss, and a solution is shown.
quiz-challenge-goal = Goal:
quiz-challenge-how = The scenario's steps run by themselves in the playground; then the goal is yours. Every command you type there is checked against it.
quiz-challenge-not-yet = The goal is not reached yet. Go back to the playground as you left it, or give up to see a solution.
quiz-challenge-reached = Goal reached with { $line }
quiz-challenge-gave-up = Given up: the goal was not reached.
quiz-challenge-solution = A solution:
quiz-challenge-missing = This challenge's scenario { $id } is not in the course, or sets no goal.
play-goal = Goal:
play-goal-reached = ✓ Goal reached with { $line }
play-goal-back = ✓ Goal reached. Esc takes you back to the question.
schema-question-scenario = challenge: id of a playground scenario that sets a goal; the question is answered by reaching that goal on the playground opened at the scenario's start.
p-challenge-without-goal = The scenario `{ $scenario }` sets no goal, so this challenge could never be answered: give the scenario a `goal`, or name a scenario that has one.
cli-completions = Print the completion script for a shell (bash, zsh, fish, elvish or powershell), generated from the same definitions as this help.
cli-completions-shell = bash, zsh, fish, elvish or powershell.
cli-bad-shell = latih has no completions for the shell { $shell }: bash, zsh, fish, elvish or powershell.
cli-man = Print the man page (roff), generated from the same definitions as this help; with --out, write one page per command into a folder.
cli-man-out = Write latih.1 and one page per command (latih-lint.1 …) into this folder.
cli-man-wrote = Wrote { $count } man pages into { $dir }.
cli-export-lesson = With --format apkg: only the questions of this lesson, or of this module (its id or code, like M13).
cli-apkg-needs-out = An Anki deck is a file: name it with --out FILE (for example --out latih.apkg).
cli-apkg-wrote = Wrote { $notes } notes to { $path }. In Anki: File › Import; a later export updates these notes instead of adding them again.
cli-import = Add answers given elsewhere to the progress file: `import anki FILE` reads what you answered in Anki on notes latih exported.
cli-import-from = Where the answers come from: anki.
cli-import-file = The package or collection Anki wrote: a .colpkg backup (File › Export, "Anki Collection Package"), an .apkg with scheduling, or a collection.anki2.
cli-anki-unreadable = { $path } is not an Anki package or collection latih can read: { $detail }
cli-anki-imported = Added { $added } answers from Anki on { $questions } questions; their schedules continue from the newest answer. { $already } were already here; { $skipped } were on notes latih did not export.
cli-anki-nothing-new = Nothing new from Anki: its { $already } answers on notes latih exported are all here already ({ $skipped } were on other notes).
cli-actor = With xAPI: who the statements are about, as a mailto: address; without it, an anonymous id kept in the progress file.
cli-bad-actor = The actor { $actor } is not a mailto: address (like mailto:ana@example.org).
cli-send = Send the review log and drill attempts as xAPI statements to a learning record store (URL/statements); statements it already has are not added again.
cli-send-url = The record store's xAPI address, like https://lrs.example.org/xAPI/.
cli-send-user = The user name for the store's HTTP basic auth.
cli-send-password = The password for the store's HTTP basic auth (better in LATIH_LRS_PASSWORD than on the command line).
cli-sent = Sent { $statements } statements to { $url } in { $batches } requests; the store keeps each once, so sending again is harmless.
cli-send-refused = The record store at { $url } refused the statements: { $status } { $said }
cli-send-unreachable = Cannot reach the record store at { $url }: { $detail }
cli-class = For instructors: what a class did, from its learners' xAPI exports or a learning record store.
cli-class-report = Report a class: per question the share right at the first try, how well it separates stronger learners from the others, the wrong option picked most and the time taken (misconceptions first); per drill the points missed most and how self-grades compare with answers; per lesson what is remembered at later reviews.
cli-class-sources = Learners' exports (latih export --format xapi, one file each) or record store URLs, as many as you like.
cli-class-format = text (default), csv or json.
cli-class-unreadable = Cannot read statements from { $source }: { $detail }
class-head = Class report: { $learners } learners, { $answers } answers.
class-questions = Questions, misconceptions (!) first: learners, right at the first try, discrimination (top 27 % less bottom 27 %), the wrong option picked most, median time.
class-question = { $mark } { $question }  { $learners } learners  { $right } right  disc { $discrimination }  wrong: { $wrong }  { $seconds } s
class-drills = Oral drills: attempts, passed, the points missed most, self-grades less first tries on the lesson's questions.
class-drill =   { $drill }  { $attempts } attempts  { $passed } passed  missed: { $missed }  self-grade { $gap }
class-lessons = Lessons: first tries and the share right, later reviews and the share still right.
class-lesson =   { $lesson }  { $first } first tries { $right }  { $reviews } reviews { $retention }
p-bad-parameters = These are not FSRS parameters the scheduler takes ({ $detail }): `latih class optimize` writes 21 numbers here.
schema-course-scheduler = Optional: FSRS parameters fitted on a class's pooled reviews by latih class optimize; a learner without a fit of their own starts from them.
schema-scheduler-parameters = The 21 FSRS parameters, in FSRS's order.
schema-scheduler-fitted_on = How many reviews they were fitted on.
optimize-using-class = the class's parameters the course carries
cli-class-optimize = Fit FSRS on a class's pooled reviews and, when it predicts them better than the parameters in use, write it into the course (course.yaml's scheduler:), so a new learner starts from the class's parameters until their own fit is better.
cli-class-needs-course = class optimize writes into a course folder: name it with --course DIR.
class-fit-not-better = The class's reviews are not predicted better than by the parameters in use (log loss { $before } before, { $after } after): the course is left as it is.
class-fit-note = Fitted by latih class optimize on { $reviews } reviews of { $learners } learners, { $date }.
class-fit-written = Fitted on { $reviews } reviews of { $learners } learners (log loss { $before } before, { $after } after), and written into { $path }: a learner without a fit of their own now starts from these.
p-pg-no-next = The cursor's next page is `{ $command }`, which is not a command of this playground.
schema-playground-cursor-next = The command that fetches the next page, when it is not this one: a first page written without the cursor's condition, and a second command with it.
