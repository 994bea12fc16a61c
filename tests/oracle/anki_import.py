"""Imports .apkg files into an Anki collection with Anki's own backend (PyPI `anki`) and
prints, as JSON, what each import did and every note the collection then holds.

Usage: anki_import.py COLLECTION APKG...
"""

import json
import sys

from anki.collection import Collection
from anki.import_export_pb2 import ImportAnkiPackageOptions, ImportAnkiPackageRequest


def main() -> None:
    col = Collection(sys.argv[1])
    imports = []
    for package in sys.argv[2:]:
        request = ImportAnkiPackageRequest(
            package_path=package,
            options=ImportAnkiPackageOptions(with_scheduling=False),
        )
        log = col.import_anki_package(request).log
        imports.append(
            {
                "new": len(log.new),
                "updated": len(log.updated),
                "duplicate": len(log.duplicate),
                "conflicting": len(log.conflicting),
            }
        )
    notes = []
    for nid in col.find_notes(""):
        note = col.get_note(nid)
        card = note.cards()[0]
        notes.append(
            {
                "guid": note.guid,
                "type": note.note_type()["name"],
                "fields": dict(note.items()),
                "tags": sorted(note.tags),
                "deck": col.decks.name(card.did),
            }
        )
    problems, ok = col.fix_integrity()
    col.close()
    print(json.dumps({"imports": imports, "notes": notes, "integrity": ok}))


if __name__ == "__main__":
    main()
