"""What an unknown config key may have meant, said in its error: the same key of another section
(``train.beam_size`` is ``decode.beam_size``), a key spelt alike or abbreviated as other toolkits
do (``train.lr``: ``train.learning_rate``), or the keys it is a word of (``model.units``)."""

from __future__ import annotations

import difflib

# Names other toolkits use for a setting of ours.
ABBREVIATIONS = {"lr": "learning_rate", "bs": "batch_size", "vocab": "vocab_size"}


def meant(section: str, key: str, keys: dict[str, list[str]]) -> str:
    """`` (it is other.key)``, `` (did you mean section.a or section.b?)`` or "" for the unknown
    ``section.key``, given every section's ``keys``."""
    elsewhere = [name for name, names in keys.items() if name != section and key in names]
    if elsewhere:
        return f" (it is {elsewhere[0]}.{key})"
    own = keys.get(section, [])
    close = difflib.get_close_matches(ABBREVIATIONS.get(key, key), own, n=1, cutoff=0.75)
    close = close or [known for known in own if key in known.split("_")][:3]
    return f" (did you mean {' or '.join(f'{section}.{k}' for k in close)}?)" if close else ""
