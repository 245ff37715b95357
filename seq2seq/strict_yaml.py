"""YAML's safe loader that refuses a key given twice in one mapping, for the configs."""

from __future__ import annotations

from typing import Any

import yaml


class StrictLoader(yaml.SafeLoader):
    """YAML's safe loader that refuses a key given twice in one mapping (plain YAML keeps the
    last one silently, so a duplicated section or key would hide the first)."""

    error: type[Exception] = ValueError

    def construct_mapping(self, node, deep=False):
        seen = set()
        for key_node, _ in node.value:
            key = self.construct_object(key_node, deep=deep)
            if key in seen:
                line = key_node.start_mark.line + 1
                raise self.error(f"{self.name}, line {line}: {key!r} is given twice")
            seen.add(key)
        return super().construct_mapping(node, deep=deep)


def strict_load(text: str, name: str, error: type[Exception] = ValueError) -> Any:
    """The YAML document ``text``; ``error`` (naming ``name`` and the line) for a repeated key."""
    loader = StrictLoader(text)
    loader.name, loader.error = name, error
    try:
        return loader.get_single_data()
    finally:
        loader.dispose()
