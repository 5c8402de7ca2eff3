// Linked into every window suite: the translators installed as ttt-analyzer's main() installs
// them, once the application object exists, so the suites see the strings a person sees (the
// English plural forms among them) in the locale ctest sets.
#include "window/language.h"

#include <QCoreApplication>
#include <QString>

namespace {

void installLanguage()
{
    Language::install(QString());
}

} // namespace

Q_COREAPP_STARTUP_FUNCTION(installLanguage)
