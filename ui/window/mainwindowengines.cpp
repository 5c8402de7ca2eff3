// The Engine menu: other programs (Piskvork brains) added, consulted on the position shown, and
// playing the other side in Play mode (engines/engineopinion.h).
#include "window/mainwindow.h"

#include "board/boardview.h"
#include "engines/brainprocess.h"
#include "engines/engineopinion.h"
#include "panels/analysispanel.h"
#include "panels/messagebar.h"
#include "window/preferences.h"

#include <QAction>
#include <QActionGroup>
#include <QDir>
#include <QFileInfo>
#include <QMenu>
#include <QMenuBar>
#include <QStatusBar>

#include <algorithm>

namespace {

// The times an engine may think about a position, in milliseconds.
constexpr int kThinkTimes[] { 1000, 3000, 10000, 30000 };

} // namespace

void MainWindow::createEngineMenu()
{
    m_engineOpinion = new EngineOpinion(m_model, this);
    m_engineOpinion->setThinkMilliseconds(Preferences::engineThinkMilliseconds());
    connect(m_engineOpinion, &EngineOpinion::changed, this, &MainWindow::engineOpinionChanged);
    connect(m_engineOpinion, &EngineOpinion::failed, this, [this](const QString& why) {
        m_messageBar->showMessage(MessageBar::Kind::Warning,
            tr("%1 was stopped").arg(m_engineOpinion->engineName()), why);
    });
    connect(m_engineOpinion, &EngineOpinion::movePlayed, this, [this](ttt::Cell) {
        announceGameEnd();
        updateModeLabel();
    });

    m_engineMenu = menuBar()->addMenu(tr("E&ngine"));
    m_engineMenu->setObjectName(QStringLiteral("menuEngine"));
    QAction* add = newAction(this, tr("&Add Engine…"), "actionAddEngine",
        tr("Add a Piskvork (Gomocup) brain, such as Rapfi or pbrain-ttt, to consult on gomoku "
           "positions"));
    connect(add, &QAction::triggered, this, &MainWindow::addEngine);
    m_engineMenu->addAction(add);
    m_removeEngineMenu = m_engineMenu->addMenu(tr("&Remove Engine"));
    m_removeEngineMenu->setObjectName(QStringLiteral("menuRemoveEngine"));
    m_engineMenu->addSeparator();
    m_engineSection = m_engineMenu->addSection(tr("Consult"));
    m_engineGroup = new QActionGroup(this);
    m_engineGroup->setExclusive(true);
    m_noEngineAction = newAction(this, tr("&No Engine"), "actionNoEngine",
        tr("Consult no other engine: the board shows the analyzer's proofs only"));
    m_noEngineAction->setCheckable(true);
    m_engineGroup->addAction(m_noEngineAction);
    connect(m_noEngineAction, &QAction::triggered, this, [this] { consultEngine(QString()); });
    m_engineMenu->addAction(m_noEngineAction);
    m_engineListEnd = m_engineMenu->addSeparator();

    m_enginePlaysAction = newAction(this, tr("Engine &Plays the Other Side"), "actionEnginePlays",
        tr("In Play mode, the engine consulted answers every move you play, instead of the "
           "perfect reply"));
    m_enginePlaysAction->setCheckable(true);
    connect(m_enginePlaysAction, &QAction::toggled, this, [this](bool on) {
        Preferences::setEnginePlays(on);
        m_engineOpinion->setPlaysOtherSide(on);
        if (on && m_perfectReplyAction->isChecked())
            m_perfectReplyAction->setChecked(false); // one opponent at a time
        updateModeLabel();
    });
    connect(m_perfectReplyAction, &QAction::toggled, this, [this](bool on) {
        if (on && m_enginePlaysAction->isChecked())
            m_enginePlaysAction->setChecked(false);
    });
    m_engineMenu->addAction(m_enginePlaysAction);

    QMenu* think = m_engineMenu->addMenu(tr("Engine &Thinks For"));
    think->setObjectName(QStringLiteral("menuEngineThinks"));
    auto* thinkGroup = new QActionGroup(this);
    for (const int milliseconds : kThinkTimes) {
        QAction* time = think->addAction(tr("%n second(s)", nullptr, milliseconds / 1000));
        time->setObjectName(QStringLiteral("actionEngineThinks%1").arg(milliseconds / 1000));
        time->setCheckable(true);
        time->setChecked(milliseconds == m_engineOpinion->thinkMilliseconds());
        thinkGroup->addAction(time);
        connect(time, &QAction::triggered, this, [this, milliseconds] {
            Preferences::setEngineThinkMilliseconds(milliseconds);
            m_engineOpinion->setThinkMilliseconds(milliseconds);
        });
    }

    rebuildEngineMenu();
}

void MainWindow::readEnginePreferences()
{
    // The engine first: Engine Plays is kept only with an engine to play (it would turn the
    // perfect reply off for nothing).
    const QString consulted = Preferences::consultedEngine();
    const bool plays = Preferences::enginePlays();
    const std::vector<Preferences::EngineEntry> engines = Preferences::engines();
    const bool known = std::any_of(engines.begin(), engines.end(),
        [&](const Preferences::EngineEntry& engine) { return engine.program == consulted; });
    consultEngine(known ? consulted : QString());
    if (m_engineOpinion->hasEngine())
        m_enginePlaysAction->setChecked(plays);
}

void MainWindow::rebuildEngineMenu()
{
    // (Later, not now: this may run inside one of their own triggered signals. Nameless and
    // disconnected meanwhile, so that nothing finds or triggers them.)
    const auto retire = [this](QAction* action) {
        action->disconnect(this);
        action->setObjectName(QString());
        action->deleteLater();
    };
    for (QAction* action : m_engineGroup->actions()) {
        if (action != m_noEngineAction) {
            m_engineGroup->removeAction(action);
            m_engineMenu->removeAction(action);
            retire(action);
        }
    }
    for (QAction* action : m_removeEngineMenu->actions()) {
        m_removeEngineMenu->removeAction(action);
        retire(action);
    }
    const std::vector<Preferences::EngineEntry> engines = Preferences::engines();
    int index = 0;
    for (const Preferences::EngineEntry& engine : engines) {
        auto* consult = new QAction(engine.name, this);
        consult->setObjectName(QStringLiteral("actionConsultEngine%1").arg(index));
        consult->setStatusTip(tr("Consult %1 (%2) on the position shown: its move, marked with a "
                                 "diamond, and what it says of the position")
                                  .arg(engine.name, QDir::toNativeSeparators(engine.program)));
        consult->setCheckable(true);
        consult->setChecked(
            m_engineOpinion->hasEngine() && Preferences::consultedEngine() == engine.program);
        m_engineGroup->addAction(consult);
        m_engineMenu->insertAction(m_engineListEnd, consult);
        connect(consult, &QAction::triggered, this,
            [this, program = engine.program] { consultEngine(program); });
        QAction* remove = m_removeEngineMenu->addAction(engine.name);
        remove->setObjectName(QStringLiteral("actionRemoveEngine%1").arg(index));
        remove->setStatusTip(
            tr("Take %1 off this list (the program itself stays where it is)").arg(engine.name));
        connect(remove, &QAction::triggered, this,
            [this, program = engine.program] { removeEngine(program); });
        ++index;
    }
    m_removeEngineMenu->setEnabled(!engines.empty());
    m_noEngineAction->setChecked(!m_engineOpinion->hasEngine());
    m_enginePlaysAction->setEnabled(m_engineOpinion->hasEngine());
}

void MainWindow::addEngine()
{
    const QString program = m_fileDialogs.openFileName(
        this, tr("Add Engine"), QString(), tr("Piskvork brains (pbrain-*);;All files (*)"));
    if (program.isEmpty())
        return;
    const QString path = QFileInfo(program).absoluteFilePath();
    if (!QFileInfo(path).isExecutable()) {
        m_messageBar->showMessage(MessageBar::Kind::Error,
            tr("%1 was not added").arg(QFileInfo(path).fileName()),
            tr("%1 is not a program this system can run.").arg(QDir::toNativeSeparators(path)));
        return;
    }
    // It is asked who it is: a program that does not speak the protocol is not added. Whatever
    // it does after its first answer is not heard (the probe ends with it).
    m_engineProbe = std::make_unique<BrainProcess>(path);
    BrainProcess* probe = m_engineProbe.get();
    const auto done = [this, probe] {
        probe->disconnect(this);
        probe->stop();
        if (m_engineProbe.get() == probe)
            m_engineProbe.release()->deleteLater();
    };
    statusBar()->showMessage(tr("Starting %1…").arg(probe->name()));
    connect(probe, &BrainProcess::described, this, [this, path, done](const QString& name) {
        done();
        std::vector<Preferences::EngineEntry> engines = Preferences::engines();
        std::erase_if(engines,
            [&](const Preferences::EngineEntry& engine) { return engine.program == path; });
        engines.push_back({ name, path });
        Preferences::setEngines(engines);
        statusBar()->showMessage(
            tr("Added %1; it is consulted on the position shown.").arg(name), kNoticeMilliseconds);
        consultEngine(path);
    });
    connect(probe, &BrainProcess::failed, this, [this, path, done](const QString& why) {
        done();
        statusBar()->clearMessage();
        m_messageBar->showMessage(
            MessageBar::Kind::Error, tr("%1 was not added").arg(QFileInfo(path).fileName()), why);
    });
    probe->describe();
}

void MainWindow::removeEngine(const QString& program)
{
    std::vector<Preferences::EngineEntry> engines = Preferences::engines();
    std::erase_if(
        engines, [&](const Preferences::EngineEntry& engine) { return engine.program == program; });
    Preferences::setEngines(engines);
    if (Preferences::consultedEngine() == program)
        consultEngine(QString());
    else
        rebuildEngineMenu();
}

void MainWindow::consultEngine(const QString& program)
{
    Preferences::setConsultedEngine(program);
    const std::vector<Preferences::EngineEntry> engines = Preferences::engines();
    const auto engine = std::find_if(engines.begin(), engines.end(),
        [&](const Preferences::EngineEntry& entry) { return entry.program == program; });
    if (program.isEmpty() || engine == engines.end()) {
        m_engineOpinion->clearEngine();
        if (m_enginePlaysAction->isChecked())
            m_enginePlaysAction->setChecked(false);
    } else {
        m_engineOpinion->setEngine(engine->program, engine->name);
    }
    rebuildEngineMenu();
    updateModeLabel();
}

void MainWindow::engineOpinionChanged()
{
    m_panel->setEngineOpinion(m_engineOpinion->text());
    const std::optional<ttt::Cell> move = m_engineOpinion->move();
    m_boardView->setEngineMove(move ? int(*move) : -1);
}
