// The side panel: the verdict in words and the facts behind it (rules, side to move with the
// what-if choice, game state, legality, best moves, best line, games left overall and after the
// hovered move, alike moves, canonical form, board code).
#pragma once

#include "ttt/board.h"

#include <QList>
#include <QStringList>
#include <QTimer>
#include <QWidget>

#include <optional>
#include <vector>

class MessageBar;
class MiniBoard;
class OutcomeChip;
class PositionModel;
class QAction;
class QCheckBox;
class QGridLayout;
class QHBoxLayout;
class QLabel;
class QRadioButton;
class QToolButton;

class AnalysisPanel : public QWidget {
    Q_OBJECT

public:
    explicit AnalysisPanel(PositionModel* model, QWidget* parent = nullptr);

    // Brings the texts up to date now (they follow the model on the next turn of the event
    // loop by themselves).
    void refresh();

    // The cell under the mouse on the board (-1 for none): the panel counts the games after
    // playing there.
    void setHoveredCell(int cell);
    // Buttons for these actions (rotate, flip) go under the canonical form.
    void addSymmetryActions(const QList<QAction*>& actions);

    // The texts shown, for tests and the accessibility tree.
    QString verdict() const;
    QString rules() const;
    QString sideToMove() const;
    QString gameState() const;
    QString legality() const;
    QString bestMoves() const;
    QString bestLine() const;
    QString gamesLeft() const;
    QString gamesAfter() const;
    QString alikeMoves() const;
    // The signs on the small board of alike moves, cell by cell ("" for a cell without one).
    QStringList alikeMoveTags() const;
    QString canonicalForm() const;
    // Another engine's opinion of the position (EngineOpinion::text()): a row of its own, shown
    // while an engine is consulted (empty: hidden).
    void setEngineOpinion(const QString& text);
    QString engineOpinion() const;
    // Shown under the verdict while the position is not legal, a sentence per broken rule.
    MessageBar* legalityBanner() const { return m_banner; }

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    // The parts of the panel, top to bottom.
    QHBoxLayout* createVerdictRow();
    QWidget* createSideBox();
    QWidget* createAlikeBox();
    QWidget* createCanonicalBox();
    QGridLayout* createFacts(QWidget* sideBox, QWidget* alikeBox, QWidget* canonicalBox);
    void arrangeRows();
    void refreshBanner();
    void refreshSideToMove();
    void refreshGamesAfter();
    void refreshSymmetry();
    void whatIfToggled(bool on);
    void sideChosen(ttt::Mark side);
    QLabel* addRow(QGridLayout* grid, const QString& title, QWidget* value = nullptr);

    // A fact whose value is a row of controls or a small board: beside its title when there is
    // room, else under it.
    struct WideRow {
        QLabel* title;
        QWidget* value;
        int row;
    };

    PositionModel* m_model;
    QTimer m_refreshTimer;
    QGridLayout* m_grid = nullptr;
    std::vector<WideRow> m_wideRows;
    std::optional<bool> m_narrow; // how the wide rows are arranged now
    int m_hoveredCell = -1;
    OutcomeChip* m_chip;
    QLabel* m_verdict;
    MessageBar* m_banner;
    QLabel* m_rules;
    QLabel* m_sideToMove;
    QCheckBox* m_whatIf;
    // Offered in the legality banner: What if ticked from where the banner says so.
    QAction* m_analyseAnyway;
    QLabel* m_chooseSide;
    QRadioButton* m_sideX;
    QRadioButton* m_sideO;
    QLabel* m_isToMove;
    QLabel* m_gameState;
    QLabel* m_legality;
    QLabel* m_bestMoves;
    QLabel* m_bestLine;
    QLabel* m_engineTitle = nullptr;
    QLabel* m_engine;
    QLabel* m_gamesLeft;
    QLabel* m_gamesAfter;
    MiniBoard* m_alikeBoard;
    QLabel* m_alikeMoves;
    MiniBoard* m_canonicalBoard;
    QLabel* m_canonicalForm;
    QHBoxLayout* m_symmetryButtons;
    QLabel* m_boardCode;
};
