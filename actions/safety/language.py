"""Is a message mostly in another language? A word count, shared by the Rasa side and the screen.

The Rasa side (`components/message_shape.py`) uses it to answer honestly that the bot reads
English only. The crisis screen's tests use it to hold every threshold on the cases written
mostly in another language as well, so the English majority cannot hide a weak spot there, and
the screen's spelling fixer fixes English words only in text that reads as English.
"""

from __future__ import annotations

import re
import unicodedata

_WORD = re.compile(r"[^\W\d_]+")
_ACCENTED = re.compile(r"[À-ÖØ-öø-ÿ]")

# Very common words, enough to tell English from the languages our users most often write in.
# English wins ties, so short or mixed messages count as English.
_ENGLISH = frozenset(
    "i you the a and to is it my me he she what of in that this im dont can so not do how feel "
    "was are with for have just they him her them we on at be no yes".split()
)
_OTHER = frozenset(
    "que de el la los las es y por pero mi yo estoy necesito ayuda quiero hola con hablar "
    "alguien favor ayudame muy mal siento tiene dice su fue hijo hija una del "  # Spanish
    "je suis pas les des est et moi ne veux aide il elle tous mon mes une avec "  # French
    "tu ai pour dans sur ma ton ta ça qui quoi fait plus jamais rien "  # French, more
    "ich bin nicht und der die das ist mir mich hilfe "  # German
    "meinen meine mein wieder schon gerade hat habe hab nie sie du dich dir sich ein eine "
    "einen mit auf wenn weil dass auch noch "  # German, more
    "eu não nao estou ele ela com uma um para muito preciso ajuda minha meu vai "  # Portuguese
    "você voce mas sou tenho quando tudo nada isso comigo "  # Portuguese, more
    "tengo eres está esta como cuando porque todo conmigo "  # Spanish, more
    "en un ya nadie mañana todos vida más nunca mis estar otra hasta qué dijo hoy vez mejor "
    "todas semana hace puedo así años voy "  # Spanish, more
    "le à ce soir au quand tout mari "  # French, more
    "für immer alle heute wir seit ohne wäre würde nacht "  # German, more
    "vou hoje quero em pra mais já na essa esse os pelo noite mim queria é qual sem meus amanhã "
    "agora embora "  # Portuguese, more
    "che non sono il di ho per het een ik niet".split()  # Italian, Dutch
)


def words_of(text: str) -> list[str]:
    """The lowercased words of `text`, letters only."""
    return _WORD.findall(text.lower())


def mostly_foreign(text: str) -> bool:
    """Mostly another script, or more common words of another language than of English."""
    return _foreign(text, words_of(text))


def reads_as_english(text: str) -> bool:
    """Some common English words and not mostly another language; with an accented letter, two
    of them ("my fiancé ... my"), since a short French or Portuguese line has one ("a")."""
    words = words_of(text)
    english = sum(w in _ENGLISH for w in words)
    needed = 2 if _ACCENTED.search(text) else 1
    return english >= needed and not _foreign(text, words, english)


def _foreign(text: str, words: list[str], english: int | None = None) -> bool:
    letters = [c for c in text if c.isalpha()]
    if not letters:
        return False
    non_latin = sum(1 for c in letters if "LATIN" not in unicodedata.name(c, ""))
    if non_latin > len(letters) / 2:
        return True
    foreign = sum(w in _OTHER for w in words)
    if english is None:
        english = sum(w in _ENGLISH for w in words)
    # Two foreign words at least: a lone "yo" or "no" is English slang as often as not.
    return foreign >= 2 and foreign > english
